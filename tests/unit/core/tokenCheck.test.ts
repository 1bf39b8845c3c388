import { describe, expect, it, vi } from 'vitest';
import { checkStoredToken, type TokenGate, type TokenVerdict } from '../../../engine/core';

function gate(options: { token?: boolean; refreshToken?: boolean; verdict?: TokenVerdict; refreshes?: boolean }) {
  const calls = { refresh: 0, clear: 0 };
  const value: TokenGate = {
    hasToken: () => options.token ?? true,
    hasRefreshToken: () => options.refreshToken ?? true,
    validate: () => Promise.resolve(options.verdict ?? 'valid'),
    refresh: () => {
      calls.refresh++;
      return Promise.resolve(options.refreshes ?? true);
    },
    clear: () => {
      calls.clear++;
    },
  };
  return { value, calls };
}

const log = () => ({ warn: vi.fn<(message: string) => void>() });

describe('checkStoredToken', () => {
  it('signs out without asking the server when no token is stored', async () => {
    const { value, calls } = gate({ token: false });
    const validate = vi.spyOn(value, 'validate');
    expect(await checkStoredToken(value, log())).toBe(false);
    expect(validate).not.toHaveBeenCalled();
    expect(calls.clear).toBe(0);
  });

  it('keeps a valid token without refreshing', async () => {
    const { value, calls } = gate({ verdict: 'valid' });
    expect(await checkStoredToken(value, log())).toBe(true);
    expect(calls.refresh).toBe(0);
  });

  it('refreshes an expired token', async () => {
    const { value, calls } = gate({ verdict: 'expired' });
    expect(await checkStoredToken(value, log())).toBe(true);
    expect(calls).toEqual({ refresh: 1, clear: 0 });
  });

  it("logs 'No refresh token found' and clears storage when there is nothing to refresh with", async () => {
    const { value, calls } = gate({ verdict: 'expired', refreshToken: false });
    const logger = log();
    expect(await checkStoredToken(value, logger)).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith('No refresh token found');
    expect(calls).toEqual({ refresh: 0, clear: 1 });
  });

  it('clears storage when the refresh is refused', async () => {
    const { value, calls } = gate({ verdict: 'invalid', refreshes: false });
    expect(await checkStoredToken(value, log())).toBe(false);
    expect(calls).toEqual({ refresh: 1, clear: 1 });
  });

  it('rejects without clearing when the server cannot be reached', async () => {
    const { value, calls } = gate({});
    value.validate = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(checkStoredToken(value, log())).rejects.toThrow('Failed to fetch');
    expect(calls.clear).toBe(0);
  });
});
