export type { MailLog, Mailer, MailerOptions, MailMessage } from './mailer';
export type { MailLocale, ResetMail } from './resetMail';
export { createMailer } from './mailer';
export { passwordResetMail, RESET_MAIL_TEXTS } from './resetMail';
