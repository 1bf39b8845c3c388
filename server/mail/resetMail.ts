import type { KnownLocale } from '../contract';
import de_DE from './locales/de_DE';
import en_EN from './locales/en_EN';
import fr_FR from './locales/fr_FR';
import nb_NO from './locales/nb_NO';
import sl_SI from './locales/sl_SI';
import vi_VN from './locales/vi_VN';
import zh_CN from './locales/zh_CN';
import type { MailMessage } from './mailer';

export type MailLocale = KnownLocale;

type ResetMailTexts = typeof en_EN;

/**
 * The password reset mail in every locale Atrium ships, in the user's language: one file per
 * locale in ./locales, as every module's strings are. Placeholders: {product}, {name},
 * {username}, {minutes}.
 */
export const RESET_MAIL_TEXTS: Readonly<Record<MailLocale, ResetMailTexts>> = { en_EN, de_DE, fr_FR, nb_NO, sl_SI, vi_VN, zh_CN };

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
