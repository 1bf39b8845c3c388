import type { HttpClient } from '../../http';
import type { BrowserStorage } from '../../storage';

export interface AccountSwitchDeps {
  http: HttpClient;
  storage: BrowserStorage;
  reload: () => void;
  /** Where a failed switch is told: the spec has it only logged. */
  log: Pick<Console, 'error'>;
}

/**
 * Switches the signed-in user into account `accountId` (spec, shell section 4 "Account switch"):
 * the server's new jwt is stored and the page reloads into that account. A failure is logged
 * only, and the user stays where they are.
 */
export async function switchAccount(accountId: string, { http, storage, reload, log }: AccountSwitchDeps): Promise<void> {
  try {
    const { jwt } = await http.request<{ jwt: string }>('POST', 'v1/user/switchaccount', { accountId });
    await storage.set('AUTH_token', jwt);
    reload();
  } catch (error) {
    log.error('Atrium: the account could not be switched', error);
  }
}
