import { describe, expect, it, vi } from 'vitest';
import { memoryDatabase, openTestStorage, subtle } from './testStorage';

describe('the browser storage key', () => {
  it('is created once, non-extractable, and found again at the next boot', async () => {
    const keys = memoryDatabase();
    const add = vi.spyOn(keys, 'addKey');
    await openTestStorage({ database: keys });
    await openTestStorage({ database: keys });
    expect(add).toHaveBeenCalledTimes(1);
    const key = await keys.key();
    expect(key).toMatchObject({ extractable: false, algorithm: { name: 'AES-GCM', length: 256 } });
    if (key) await expect(subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('is one key when two tabs create it at the same moment', async () => {
    const keys = memoryDatabase();
    const add = vi.spyOn(keys, 'addKey');
    const [first, second] = await Promise.all([openTestStorage({ database: keys }), openTestStorage({ database: keys })]);
    // Both found none and both created one; the second was refused and took the first.
    expect(add).toHaveBeenCalledTimes(2);
    await first.set('REFRESH_token', 'r1');
    expect(await second.reread('REFRESH_token')).toBe('r1');
  });
});
