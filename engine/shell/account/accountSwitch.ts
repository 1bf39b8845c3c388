import { RequestError, type HttpClient } from '../../http';
import type { BrowserStorage } from '../../storage';
import type { NotificationInput } from '../notifications/notificationStore';

export interface AccountSwitchDeps {
  http: HttpClient;
  storage: BrowserStorage;
  reload: () => void;
  /** Where a failed switch is told: the spec has it logged. */
  log: Pick<Console, 'error'>;
  /** Shows the user what the server said was wrong with the switch (its `data.errors`). */
  notify: (input: NotificationInput) => void;
}

/**
 * What the user is shown of a failed switch: the server's words for each failed field (the
 * answer's `data.errors`, docs/features/sign-in.md), or null when it named none (only logged then).
 */
function switchFailure(error: unknown): NotificationInput | null {
  const fields = error instanceof RequestError ? Object.values(error.fieldErrors) : [];
  if (fields.length === 0) return null;
  return { title: (t) => t('profile.switchAccount'), message: fields.join(' '), transient: true };
}

/**
 * Switches the signed-in user into account `accountId` (docs/features/sign-in.md#switch-account):
 * the server's new jwt is stored and the page reloads into that account. A failure is logged,
 * shown when the server named what was wrong, and the user stays where they are.
 */
export async function switchAccount(accountId: string, { http, storage, reload, log, notify }: AccountSwitchDeps): Promise<void> {
  try {
    const { jwt } = await http.request<{ jwt: string }>('POST', 'v1/user/switchaccount', { accountId });
    await storage.set('AUTH_token', jwt);
    reload();
  } catch (error) {
    log.error('Atrium: the account could not be switched', error);
    const failure = switchFailure(error);
    if (failure) notify(failure);
  }
}
