import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const LOGO = fileURLToPath(new URL('../../engine/shell/assets/logo.svg', import.meta.url));
const README = fileURLToPath(new URL('../../README.md', import.meta.url));

describe('loadConfig: mail, reset links and the login page', () => {
  it('reads every variable', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://atrium:secret@mail.example.com:465',
      MAIL_FROM: 'Example Atrium <atrium@example.com>',
      PUBLIC_URL: 'https://atrium.example.com/',
      PASSWORD_RESET_TTL: '600',
      LOGIN_TITLE: 'Welcome to Example',
      LOGIN_BACKGROUND: LOGO,
      LOGIN_LOGO: LOGO,
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://atrium:secret@mail.example.com:465',
      mailFrom: 'Example Atrium <atrium@example.com>',
      publicUrl: 'https://atrium.example.com',
      passwordResetTtlSeconds: 600,
      loginTitle: 'Welcome to Example',
      loginBackground: LOGO,
      loginLogo: LOGO,
    });
  });

  it('links to the address the server listens on when PUBLIC_URL is not set', () => {
    expect(loadConfig({ HOST: '192.0.2.7', PORT: '9000' }).publicUrl).toBe('http://192.0.2.7:9000');
    expect(loadConfig({ HOST: '::', PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ HOST: '2001:db8::1' }).publicUrl).toBe('http://[2001:db8::1]:8080');
  });

  it.each([
    [{ PUBLIC_URL: 'ftp://atrium.example.com' }, 'Invalid PUBLIC_URL="ftp://atrium.example.com"'],
    [{ PUBLIC_URL: 'https://atrium.example.com/?x=1' }, 'Invalid PUBLIC_URL'],
    [{ PUBLIC_URL: 'atrium.example.com' }, 'Invalid PUBLIC_URL'],
    [{ MAIL_FROM: 'atrium' }, 'Invalid MAIL_FROM="atrium": expected an e-mail address'],
    [{ MAIL_FROM: 'a@b.c\r\nBcc: victim@example.com' }, 'Invalid MAIL_FROM'],
    [{ PASSWORD_RESET_TTL: '0' }, 'Invalid PASSWORD_RESET_TTL="0"'],
    [{ LOGIN_TITLE: 'x'.repeat(101) }, 'Invalid LOGIN_TITLE'],
    [{ LOGIN_BACKGROUND: README }, 'Invalid LOGIN_BACKGROUND'],
    [{ LOGIN_LOGO: '/nonexistent/logo.png' }, 'Invalid LOGIN_LOGO="/nonexistent/logo.png": expected an image file'],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never prints an SMTP_URL, which may hold a password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://atrium:secret@mail.example.com' })).toThrow(/^Invalid SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL$/);
    expect(() => loadConfig({ SMTP_URL: 'http://atrium:secret@mail.example.com' })).not.toThrow(/secret/);
  });
});
