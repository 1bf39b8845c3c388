import type { LoginStatus } from '../../../server/contract';

/** The text an account's privacyPolicy holds when it has none (docs/features/sign-in.md). */
export const NO_POLICY = 'null';

/**
 * Whether the privacy policy dialog is due: the member has not agreed in this account, no e-mail
 * verification is pending, and the account has a policy (docs/features/sign-in.md#privacy-policy).
 */
export function needsConsent(status: LoginStatus, policy: string): boolean {
  return !status.has_logged_in && !status.verification_pending && policy.trim() !== NO_POLICY && policy.trim() !== '';
}
