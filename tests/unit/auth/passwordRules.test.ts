import { describe, expect, it } from 'vitest';
import { brokenPasswordRule, PASSWORD_MESSAGES } from '../../../engine/auth';
import signedOut from '../../../engine/shell/login/locales/en_EN';
import shell from '../../../engine/shell/locales/en_EN';
import { ACCOUNT_MESSAGES, PASSWORD_RULE_MESSAGES, passwordProblem } from '../../../server/contract';

describe('the password rules in the browser', () => {
  it.each([
    ['short', 'short'],
    ['Abcdefgh', 'Abcdefgh'],
    ['ABCDEFG1', 'ABCDEFG1'],
    ['abcdefg1', 'abcdefg1'],
    ['Abcdefg1', 'Abcdefg1'],
    ['Abcdefg1!', 'Abcdefg1?'],
    ['Abcdefg1!', 'Abcdefg1!'],
    ['Ab1!😀😀😀', 'Ab1!😀😀😀'],
    ['Ab1!😀😀', 'Ab1!😀😀'],
    ['', ''],
  ])('answer %j / %j as the server does', (password, confirmation) => {
    expect(brokenPasswordRule(password, confirmation)).toBe(passwordProblem(password, confirmation));
  });

  it('say the spec’s texts, as the server does', () => {
    expect(PASSWORD_MESSAGES).toEqual(PASSWORD_RULE_MESSAGES);
    expect(signedOut.reset.errors).toEqual(PASSWORD_RULE_MESSAGES);
  });

  it('show the spec’s account texts word for word in English', () => {
    expect(signedOut.forgot.empty).toBe(ACCOUNT_MESSAGES.forgotEmpty);
    expect(signedOut.forgot.sent).toBe(ACCOUNT_MESSAGES.forgotSent);
    expect(signedOut.reset.done).toBe(ACCOUNT_MESSAGES.resetDone);
    expect(signedOut.reset.expired).toBe(ACCOUNT_MESSAGES.resetExpired);
    expect(shell.consent.required).toBe(ACCOUNT_MESSAGES.consentRequired);
  });
});
