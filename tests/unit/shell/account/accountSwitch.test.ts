import { describe, expect, it, vi } from 'vitest';
import { RequestError, type HttpClient } from '../../../../engine/http';
import { switchAccount } from '../../../../engine/shell/account';
import type { NotificationInput } from '../../../../engine/shell/notifications/notificationStore';
import type { BrowserStorage } from '../../../../engine/storage';

function deps(answer: () => Promise<unknown>) {
  const shown: NotificationInput[] = [];
  return {
    shown,
    http: { request: vi.fn(answer) } as unknown as HttpClient,
    storage: { set: vi.fn(() => Promise.resolve()) } as unknown as BrowserStorage,
    reload: vi.fn(),
    log: { error: vi.fn() },
    notify: (input: NotificationInput) => void shown.push(input),
  };
}

const t = (key: string) => (key === 'profile.switchAccount' ? 'Switch Account' : key);
const text = (value: NotificationInput['title']) => (typeof value === 'string' ? value : value(t));

describe('switchAccount', () => {
  it('stores the new token and reloads', async () => {
    const switching = deps(() => Promise.resolve({ jwt: 'new-jwt' }));
    await switchAccount('acc-2', switching);
    expect(switching.http.request).toHaveBeenCalledWith('POST', 'v1/user/switchaccount', { accountId: 'acc-2' });
    expect(switching.storage.set).toHaveBeenCalledWith('AUTH_token', 'new-jwt');
    expect(switching.reload).toHaveBeenCalledTimes(1);
    expect(switching.shown).toEqual([]);
  });

  it("shows what the server said of each failed field (data.errors), logs it, and stays", async () => {
    const refused = new RequestError('ERR_REQUEST_NOT_OK', 'You are not a member of this account.', 403, null, {
      accountId: 'You are not a member of this account.',
    });
    const switching = deps(() => Promise.reject(refused));
    await switchAccount('acc-3', switching);
    expect(switching.reload).not.toHaveBeenCalled();
    expect(switching.log.error).toHaveBeenCalledWith('Atrium: the account could not be switched', refused);
    expect(switching.shown.map((input) => [text(input.title), text(input.message)])).toEqual([['Switch Account', 'You are not a member of this account.']]);
  });

  it('only logs a failure that names no field (the network, the session), as the spec has it', async () => {
    const switching = deps(() => Promise.reject(new TypeError('Failed to fetch')));
    await switchAccount('acc-3', switching);
    expect(switching.log.error).toHaveBeenCalledTimes(1);
    expect(switching.shown).toEqual([]);
  });
});
