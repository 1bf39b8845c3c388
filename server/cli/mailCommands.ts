import { createBackground, createPasswordResets } from '../accounts';
import { createMailer } from '../mail';
import { PRODUCT_NAME } from '../version';
import type { Command } from './command';
import { findUser } from './lookup';
import { usernameOption } from './options';

/** The mail's own 'sent' line: the tool says what it sent in its own words. */
const noLine = (): void => undefined;

/** send-reset-email: the mail a user gets from 'Forgot your password?', sent by an operator. */
export const sendResetEmail: Command = {
  name: 'send-reset-email',
  summary: 'Mails a user a link to choose a new password, as "Forgot your password?" does.',
  options: [{ name: 'username', value: 'name', description: 'The user; the mail goes to their e-mail address.', required: true }],
  details: [
    'The mail goes through SMTP_URL, or, without one, is written as an .eml file under DATA_DIR/mail; the link starts with',
    'PUBLIC_URL and works once, for PASSWORD_RESET_TTL seconds (an hour by default). The current password keeps working until then.',
  ],

  prepare(options) {
    const username = usernameOption(options);
    return async ({ db, config, clock, print, printError }) => {
      const user = await findUser(db, username);
      const mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom, log: { warn: print, info: noLine } });
      try {
        const resets = createPasswordResets({
          db,
          clock,
          mailer,
          background: createBackground({ error: (_object, message) => printError(message) }),
          publicUrl: config.publicUrl,
          ttlSeconds: config.passwordResetTtlSeconds,
          productName: PRODUCT_NAME,
        });
        await resets.send(user.id);
        print(`Sent '${username}' a password reset link at ${user.email}.`);
      } finally {
        mailer.close();
      }
    };
  },
};
