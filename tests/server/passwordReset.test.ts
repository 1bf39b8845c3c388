import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PASSWORD_RULE_MESSAGES } from '../../server/contract';
import type { Mailer, MailMessage } from '../../server/mail';
import { bearer, capturedLog, DEMO_PASSWORD, form, HOUR, login, removeDir, startServer, tempDir, type TestServer } from './helpers';
import { startSmtp, type TestSmtp } from '../e2e/smtp';
import { decodeQuotedPrintable, resetCodeIn, writtenMails } from './mail';

let dataDir: string;
let server: TestServer;

beforeEach(async () => {
  dataDir = await tempDir();
  server = await startServer(dataDir);
});

afterEach(async () => {
  await server.close();
  await removeDir(dataDir);
});

const mailDir = () => path.join(dataDir, 'mail');

function forgot(username: string, remoteAddress = '203.0.113.9') {
  return server.app.inject({ method: 'POST', url: '/api/user/me/forgotpassword', remoteAddress, ...form({ username }) });
}

function reset(code: string, password: string, confirmation = password) {
  return server.app.inject({
    method: 'POST',
    url: '/api/user/me/resetpassword',
    ...form({ password_reset_code: code, new_password: password, confirm_password: confirmation }),
  });
}

/** Asks for a reset of `username` and reads the code from the mail it wrote. */
async function mailedCode(username = 'demo'): Promise<string> {
  expect((await forgot(username)).statusCode).toBe(200);
  await server.background.idle();
  const mails = await writtenMails(mailDir());
  return resetCodeIn(mails.at(-1) ?? '');
}

/** What an answer says, leaving out what differs between any two answers (date, request id). */
function answerOf(response: Awaited<ReturnType<typeof forgot>>) {
  const headers = { ...response.headers };
  delete headers.date;
  delete headers['x-request-id'];
  return { status: response.statusCode, headers, body: response.body };
}

describe('POST /api/user/me/forgotpassword', () => {
  it('answers a known and an unknown username alike, and mails only the known one', async () => {
    const known = await forgot('demo');
    const unknown = await forgot('nobody-here');
    expect(answerOf(known)).toEqual(answerOf(unknown));
    expect(known.json()).toEqual({ status: 'success', message: ACCOUNT_MESSAGES.forgotSent });

    await server.background.idle();
    const mails = await writtenMails(mailDir());
    expect(mails).toHaveLength(1);
    const mail = decodeQuotedPrintable(mails[0] ?? '');
    expect(mail).toContain('To: demo@atrium.example');
    expect(mail).toContain('Subject: Reset your Atrium password');
    expect(mail).toMatch(/Hello Demo User,/);
    expect(mail).toContain(`http://localhost:8080/?resetpassword=${resetCodeIn(mails[0] ?? '')}`);
    expect(mail).toContain('within 60 minutes');
  });

  it('answers before the mail is sent: a mail server that never answers holds nothing up', async () => {
    await server.close();
    const sent: MailMessage[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const stuck: Mailer = { send: (message) => (sent.push(message), held), close: () => undefined };
    server = await startServer(dataDir, {}, undefined, false, { mailer: stuck });
    // The known user's request is answered while its mail is still on the way.
    expect((await forgot('demo')).json().message).toBe(ACCOUNT_MESSAGES.forgotSent);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]?.to).toBe('demo@atrium.example');
    // Shutting down waits for the mail on its way.
    release();
  });

  it('keeps the code only hashed', async () => {
    const code = await mailedCode();
    const rows = await server.db.selectFrom('password_resets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('writes the mail readable by the server’s user only', async () => {
    await mailedCode();
    const [name] = (await import('node:fs')).readdirSync(mailDir());
    expect((await stat(path.join(mailDir(), name ?? ''))).mode & 0o777).toBe(0o600);
    expect((await stat(mailDir())).mode & 0o777).toBe(0o700);
  });

  it('logs where the mail went when no SMTP server is configured', async () => {
    await server.close();
    const log = capturedLog();
    server = await startServer(dataDir, {}, undefined, log.logger);
    await forgot('demo');
    await server.background.idle();
    expect(log.warnings.find((line) => line.includes('No SMTP_URL'))).toMatch(/the mail to demo@atrium\.example .* was written to .*\.eml$/);
  });

  it.each([[''], ['   ']])('answers the username %j with the spec’s text', async (username) => {
    const response = await forgot(username);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: 'Please enter your Username' });
  });

  it('limits the requests of one address, known usernames and unknown alike', async () => {
    for (let i = 0; i < 10; i += 1) expect((await forgot(i % 2 ? 'demo' : `nobody-${i}`)).statusCode).toBe(200);
    const known = await forgot('demo');
    const unknown = await forgot('nobody');
    expect(known.statusCode).toBe(429);
    expect(answerOf(known)).toEqual(answerOf(unknown));
    expect(Number(known.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up.
    expect((await forgot('demo', '198.51.100.4')).statusCode).toBe(200);
    // After the window, the address may ask again.
    server.clock.advance(15 * 60 * 1000);
    expect((await forgot('demo')).statusCode).toBe(200);
  });

  it('sends one user at most three mails in a quarter of an hour, whoever asks, and answers every request alike', async () => {
    for (let i = 0; i < 5; i += 1) expect((await forgot('DEMO ', `198.51.100.${i}`)).json().message).toBe(ACCOUNT_MESSAGES.forgotSent);
    await server.background.idle();
    expect(await writtenMails(mailDir())).toHaveLength(3);
  });

  it('writes the mail in the user’s language', async () => {
    const { jwt } = await login(server.app);
    await server.app.inject({ method: 'POST', url: '/settings', headers: bearer(jwt), payload: { version: 1, locale: { language: 'de_DE' } } });
    await mailedCode();
    const mail = decodeQuotedPrintable((await writtenMails(mailDir())).at(-1) ?? '');
    expect(mail).toContain('Hallo Demo User,');
    expect(mail).toContain('Neues Passwort wählen');
  });
});

describe('POST /api/user/me/resetpassword', () => {
  it('sets the new password once, and signs the user out everywhere', async () => {
    const session = await login(server.app);
    const code = await mailedCode();
    const response = await reset(code, 'Better#2027');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: 'Password Reset Successfully' });

    await login(server.app, 'demo', 'Better#2027');
    const old = await server.app.inject({ method: 'POST', url: '/api/auth', ...form({ username: 'demo', password: DEMO_PASSWORD }) });
    expect(old.statusCode).toBe(401);
    // The sign-in from before the reset is over: its access token and its refresh token are refused.
    const profile = await server.app.inject({ url: '/api/user/me', headers: bearer(session.jwt) });
    expect(profile.json()).toEqual({ status: 'error', message: 'Session Expired' });
    const refreshed = await server.app.inject({
      method: 'POST',
      url: '/api/refreshtoken',
      ...form({ jwt: session.jwt, refresh_token: session.refresh_token }),
    });
    expect(refreshed.statusCode).toBe(401);

    const again = await reset(code, 'Another#2028');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 'error', message: 'The password reset link has expired, please try resetting again.' });
    await login(server.app, 'demo', 'Better#2027');
  });

  it('refuses a code past its time (one hour by default)', async () => {
    const code = await mailedCode();
    server.clock.advance(HOUR);
    expect((await reset(code, 'Better#2027')).json().message).toBe(ACCOUNT_MESSAGES.resetExpired);
    await login(server.app);
  });

  it('honours PASSWORD_RESET_TTL', async () => {
    await server.close();
    server = await startServer(dataDir, { PASSWORD_RESET_TTL: '120' });
    const code = await mailedCode();
    expect(decodeQuotedPrintable((await writtenMails(mailDir())).at(-1) ?? '')).toContain('within 2 minutes');
    server.clock.advance(121_000);
    expect((await reset(code, 'Better#2027')).statusCode).toBe(400);
  });

  it('keeps only the newest link working', async () => {
    const first = await mailedCode();
    const second = await mailedCode();
    expect((await reset(first, 'Better#2027')).json().message).toBe(ACCOUNT_MESSAGES.resetExpired);
    expect((await reset(second, 'Better#2027')).statusCode).toBe(200);
  });

  it.each([['not a code'], ['A'.repeat(43)], ['']])('answers the code %j as an expired link', async (code) => {
    const response = await reset(code, 'Better#2027');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.resetExpired);
  });

  it.each([
    ['Ab1@xyz', 'Ab1@xyz', PASSWORD_RULE_MESSAGES.length],
    ['Abcdefg@', 'Abcdefg@', PASSWORD_RULE_MESSAGES.digit],
    ['ABCDEFG1@', 'ABCDEFG1@', PASSWORD_RULE_MESSAGES.lowercase],
    ['abcdefg1@', 'abcdefg1@', PASSWORD_RULE_MESSAGES.uppercase],
    ['Abcdefg1', 'Abcdefg1', PASSWORD_RULE_MESSAGES.special],
    ['Better#2027', 'Better#2028', PASSWORD_RULE_MESSAGES.mismatch],
    // Several rules broken: the first in the spec's order is told.
    ['abc', 'xyz', PASSWORD_RULE_MESSAGES.length],
  ])('refuses %j / %j with the rule’s text and keeps the code', async (password, confirmation, message) => {
    const code = await mailedCode();
    const response = await reset(code, password, confirmation);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message });
    expect((await reset(code, 'Better#2027')).statusCode).toBe(200);
  });
});

describe('mail through SMTP_URL', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.stop());

  it('sends the reset link through the SMTP server, from MAIL_FROM, and writes no file', async () => {
    await server.close();
    server = await startServer(dataDir, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Example Atrium <atrium@example.com>',
      PUBLIC_URL: 'https://atrium.example.com',
    });
    await forgot('ada');
    await server.background.idle();
    expect(smtp.received).toHaveLength(1);
    const mail = decodeQuotedPrintable(smtp.received[0] ?? '');
    expect(mail).toContain('From: Example Atrium <atrium@example.com>');
    expect(mail).toContain('To: ada@atrium.example');
    const code = resetCodeIn(smtp.received[0] ?? '');
    expect(mail).toContain(`https://atrium.example.com/?resetpassword=${code}`);
    expect(await writtenMails(mailDir())).toEqual([]);
    expect((await reset(code, 'Engine#1843')).statusCode).toBe(200);
    await login(server.app, 'ada', 'Engine#1843');
  });
});
