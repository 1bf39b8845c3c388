import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type nodemailer from 'nodemailer';

/** A message to one person, in plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a mail's lines go. */
export type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface Mailer {
  /**
   * Sends `message`; rejects when the mail server refuses it or cannot be reached.
   * @param log the logger of the request that asked for the mail, so that its lines carry that request's id; the mailer's own by default.
   */
  send(message: MailMessage, log?: MailLog): Promise<void>;
  /** Closes the mail server's connections. */
  close(): void;
}

export interface MailerOptions {
  /** An smtp:// or smtps:// URL; undefined: every message is written to `mailDir` instead. */
  smtpUrl: string | undefined;
  mailDir: string;
  from: string;
  /** Where each message sent is logged, and one written to a file announced with its path, unless `send` is given a logger. */
  log: MailLog;
}

// The folder and the messages hold reset links, which are as good as the password: owner only.
const MAIL_DIR_MODE = 0o700;
const MAIL_FILE_MODE = 0o600;

/**
 * Atrium's outgoing mail: through the SMTP server of SMTP_URL, or, with none configured, as .eml
 * files under `mailDir` (one per message, which any mail program opens), each path logged.
 */
export function createMailer({ smtpUrl, mailDir, from, log }: MailerOptions): Mailer {
  if (smtpUrl !== undefined) {
    const transport = lazyTransport((mailer) => mailer.createTransport(smtpUrl));
    return {
      async send(message, messageLog = log) {
        await (await transport.get()).sendMail({ from, ...message });
        messageLog.info({ to: message.to, subject: message.subject }, 'mail: sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = lazyTransport((mailer) => mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async send(message, messageLog = log) {
      const { message: raw } = await (await transport.get()).sendMail({ from, ...message });
      await mkdir(mailDir, { recursive: true, mode: MAIL_DIR_MODE });
      const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, raw, { mode: MAIL_FILE_MODE, flag: 'wx' });
      messageLog.warn(`No SMTP_URL is configured: the mail to ${message.to} ('${message.subject}') was written to ${file}`);
    },
    close: () => transport.close(),
  };
}

/**
 * A transport made with the first mail: nodemailer takes a tenth of a second or more to load,
 * which a start that sends no mail should not wait for.
 */
function lazyTransport<T extends { close(): void }>(make: (mailer: typeof nodemailer) => T): { get(): Promise<T>; close(): void } {
  let made: T | undefined;
  let making: Promise<T> | undefined;
  return {
    get: () => (making ??= import('nodemailer').then(({ default: mailer }) => (made = make(mailer)))),
    close: () => made?.close(),
  };
}
