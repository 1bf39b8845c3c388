import type { KnownLocale } from '../contract';
import type { MailMessage } from './mailer';

export type MailLocale = KnownLocale;

interface ResetMailTexts {
  subject: string;
  greeting: string;
  request: string;
  button: string;
  ignore: string;
}

/**
 * The password reset mail in every locale Atrium ships, in the user's language. Placeholders:
 * {product}, {name}, {username}, {minutes}.
 */
export const RESET_MAIL_TEXTS: Readonly<Record<MailLocale, ResetMailTexts>> = {
  en_EN: {
    subject: 'Reset your {product} password',
    greeting: 'Hello {name},',
    request: 'Someone asked to reset the password of your {product} account, {username}. To choose a new one, open this link within {minutes} minutes:',
    button: 'Choose a new password',
    ignore: 'If it was not you, ignore this mail: your password stays as it is, and the link stops working by itself.',
  },
  de_DE: {
    subject: 'Ihr {product}-Passwort zurücksetzen',
    greeting: 'Hallo {name},',
    request:
      'Jemand hat das Zurücksetzen des Passworts Ihres {product}-Kontos {username} angefordert. Um ein neues zu wählen, öffnen Sie diesen Link innerhalb von {minutes} Minuten:',
    button: 'Neues Passwort wählen',
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert, und der Link verfällt von selbst.',
  },
  fr_FR: {
    subject: 'Réinitialiser votre mot de passe {product}',
    greeting: 'Bonjour {name},',
    request:
      'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte {product}, {username}. Pour en choisir un nouveau, ouvrez ce lien dans les {minutes} minutes :',
    button: 'Choisir un nouveau mot de passe',
    ignore: 'Si ce n’était pas vous, ignorez ce message : votre mot de passe reste inchangé et le lien expirera de lui-même.',
  },
  nb_NO: {
    subject: 'Tilbakestill passordet ditt for {product}',
    greeting: 'Hei {name},',
    request: 'Noen har bedt om å tilbakestille passordet for {product}-kontoen din, {username}. Åpne denne lenken innen {minutes} minutter for å velge et nytt:',
    button: 'Velg et nytt passord',
    ignore: 'Hvis det ikke var deg, kan du se bort fra denne e-posten: passordet ditt forblir uendret, og lenken slutter å virke av seg selv.',
  },
  sl_SI: {
    subject: 'Ponastavite geslo za {product}',
    greeting: 'Pozdravljeni, {name},',
    request: 'Nekdo je zahteval ponastavitev gesla za vaš račun {product}, {username}. Če želite izbrati novo geslo, v {minutes} minutah odprite to povezavo:',
    button: 'Izberite novo geslo',
    ignore: 'Če to niste bili vi, prezrite to sporočilo: vaše geslo ostane nespremenjeno, povezava pa bo sama prenehala delovati.',
  },
  vi_VN: {
    subject: 'Đặt lại mật khẩu {product} của bạn',
    greeting: 'Xin chào {name},',
    request: 'Có người đã yêu cầu đặt lại mật khẩu cho tài khoản {product} của bạn, {username}. Để chọn mật khẩu mới, hãy mở liên kết này trong vòng {minutes} phút:',
    button: 'Chọn mật khẩu mới',
    ignore: 'Nếu không phải bạn, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên và liên kết sẽ tự hết hiệu lực.',
  },
  zh_CN: {
    subject: '重置您的 {product} 密码',
    greeting: '{name}，您好：',
    request: '有人请求重置您的 {product} 账户（{username}）的密码。如需设置新密码，请在 {minutes} 分钟内打开此链接：',
    button: '设置新密码',
    ignore: '如果这不是您本人的操作，请忽略此邮件：您的密码不会改变，链接也会自动失效。',
  },
};

/** What a reset mail says, to whom. */
export interface ResetMail {
  to: string;
  name: string;
  username: string;
  /** The single-use link, `<public URL>/?resetpassword=<code>`. */
  link: string;
  minutes: number;
  productName: string;
  locale: MailLocale;
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The password reset mail for `mail.to`, in their language, as text and as HTML. */
export function passwordResetMail(mail: ResetMail): MailMessage {
  const texts = RESET_MAIL_TEXTS[mail.locale];
  const values = { product: mail.productName, name: mail.name, username: mail.username, minutes: String(mail.minutes) };
  const say = (key: keyof ResetMailTexts) => fill(texts[key], values);
  const sayHtml = (key: keyof ResetMailTexts) => escapeHtml(say(key));
  const link = escapeHtml(mail.link);
  return {
    to: mail.to,
    subject: say('subject'),
    text: [say('greeting'), '', say('request'), '', mail.link, '', say('ignore'), ''].join('\n'),
    html:
      `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">` +
      `<p>${sayHtml('greeting')}</p><p>${sayHtml('request')}</p>` +
      `<p><a href="${link}">${sayHtml('button')}</a></p><p style="word-break: break-all">${link}</p>` +
      `<p>${sayHtml('ignore')}</p></body></html>`,
  };
}
