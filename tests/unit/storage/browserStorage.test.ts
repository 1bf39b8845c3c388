import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorageDatabase } from '../../../engine/storage';
import { memoryDatabase, openTestStorage, subtle, tabEvents, tabLocalStorage } from './testStorage';

const raw = (name: string) => localStorage.getItem(name) ?? '';
const sealed = (name: string) => JSON.parse(raw(name)) as { iv: string; ciphertext: string };
const bytes = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** Decrypts item `name` as it is at rest, with the key the storage was opened with. */
async function atRest(keys: StorageDatabase, name: string): Promise<unknown> {
  const key = await keys.key();
  if (!key) throw new Error('no key stored');
  const { iv, ciphertext } = sealed(name);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes(iv), additionalData: new TextEncoder().encode(name) }, key, bytes(ciphertext));
  return JSON.parse(new TextDecoder().decode(plain));
}

const log = () => ({ warn: vi.fn(), error: vi.fn() });

beforeEach(() => localStorage.clear());

describe('browser storage', () => {
  it('keeps each value with the time it was written, encrypted at rest', async () => {
    const keys = memoryDatabase();
    const storage = await openTestStorage({ database: keys, now: () => 1234 });
    const written = storage.set('User', 'demo');
    expect(storage.get('User')).toBe('demo');
    await written;
    expect(raw('atrium:User')).not.toContain('demo');
    expect(await atRest(keys, 'atrium:User')).toEqual({ value: 'demo', timestamp: 1234 });
    // The database's copy, which every tab reads alike, is the same text.
    expect(await keys.item('atrium:User')).toBe(raw('atrium:User'));
    const again = await openTestStorage({ database: keys });
    expect(again.get('User')).toBe('demo');
  });

  it('encrypts every write with a fresh IV', async () => {
    const storage = await openTestStorage();
    await storage.set('AUTH_token', 'j1');
    const first = sealed('atrium:AUTH_token');
    await storage.set('AUTH_token', 'j1');
    const second = sealed('atrium:AUTH_token');
    expect(bytes(first.iv)).toHaveLength(12);
    expect(second.iv).not.toBe(first.iv);
    expect(second.ciphertext).not.toBe(first.ciphertext);
  });

  it('reads plain items of earlier versions and re-writes them encrypted, keeping their timestamp', async () => {
    localStorage.setItem('atrium:locale', JSON.stringify({ value: 'ar', timestamp: 5 }));
    // A '-' never occurs in base64, so the sealed item cannot hold the token by chance (a 2-letter
    // token once turned up in a random IV).
    localStorage.setItem('atrium:AUTH_token', JSON.stringify({ value: 'plain-jwt', timestamp: 6 }));
    const keys = memoryDatabase();
    const storage = await openTestStorage({ database: keys });
    expect(storage.get('locale')).toBe('ar');
    expect(storage.get('AUTH_token')).toBe('plain-jwt');
    await vi.waitFor(() => expect(raw('atrium:AUTH_token')).not.toContain('plain-jwt'));
    expect(await atRest(keys, 'atrium:locale')).toEqual({ value: 'ar', timestamp: 5 });
    expect(await atRest(keys, 'atrium:AUTH_token')).toEqual({ value: 'plain-jwt', timestamp: 6 });
  });

  it('leaves a plain item alone that another tab replaced while it was being encrypted', async () => {
    localStorage.setItem('atrium:locale', JSON.stringify({ value: 'ar', timestamp: 5 }));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = {
      generateKey: subtle.generateKey.bind(subtle),
      decrypt: subtle.decrypt.bind(subtle),
      encrypt: async (...args: Parameters<SubtleCrypto['encrypt']>) => {
        await held;
        return subtle.encrypt(...args);
      },
    } as unknown as SubtleCrypto;
    const storage = await openTestStorage({ subtle: slow });
    const newer = JSON.stringify({ value: 'fr_FR', timestamp: 9 });
    localStorage.setItem('atrium:locale', newer);
    release();
    await storage.reread('User');
    expect(raw('atrium:locale')).toBe(newer);
  });

  it('reads an item it cannot decrypt or parse as absent, says which, and still opens', async () => {
    const keys = memoryDatabase();
    const writer = await openTestStorage({ database: keys });
    await Promise.all([writer.set('AUTH_token', 'j1'), writer.set('REFRESH_token', 'r1'), writer.set('User', 'demo')]);
    // Tampered: one bit of the ciphertext flipped.
    const token = sealed('atrium:AUTH_token');
    const flipped = bytes(token.ciphertext);
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    localStorage.setItem('atrium:AUTH_token', JSON.stringify({ ...token, ciphertext: btoa(String.fromCharCode(...flipped)) }));
    // Moved: a valid ciphertext under another item's name.
    localStorage.setItem('atrium:User', raw('atrium:REFRESH_token'));
    localStorage.setItem('atrium:locale', '{not json');
    localStorage.setItem('atrium:Metadata', 'null');

    const warnings = log();
    const storage = await openTestStorage({ database: keys, log: warnings });
    expect([storage.get('AUTH_token'), storage.get('User'), storage.get('locale'), storage.get('Metadata')]).toEqual([null, null, null, null]);
    expect(storage.get('REFRESH_token')).toBe('r1');
    expect(warnings.warn).toHaveBeenCalledWith("Atrium: browser storage item 'atrium:AUTH_token' reads as absent: it cannot be decrypted (its key is gone, or it was altered)");
    expect(warnings.warn).toHaveBeenCalledWith("Atrium: browser storage item 'atrium:User' reads as absent: it cannot be decrypted (its key is gone, or it was altered)");
    expect(warnings.warn).toHaveBeenCalledWith("Atrium: browser storage item 'atrium:locale' reads as absent: it is not an Atrium item");
  });

  it('reads items encrypted with a key this browser no longer has as absent', async () => {
    const before = await openTestStorage();
    await before.set('REFRESH_token', 'r1');
    const after = await openTestStorage({ database: memoryDatabase() });
    expect(after.get('REFRESH_token')).toBeNull();
    await after.set('REFRESH_token', 'r2');
    expect((await openTestStorage({ database: memoryDatabase() })).get('REFRESH_token')).toBeNull();
  });

  it('writes in the order of the calls', async () => {
    const keys = memoryDatabase();
    const storage = await openTestStorage({ database: keys });
    void storage.set('User', 'demo');
    void storage.remove('User');
    void storage.set('locale', 'de_DE');
    void storage.set('locale', 'fr_FR');
    void storage.clear();
    const last = storage.set('AUTH_token', 'j2');
    expect([storage.get('User'), storage.get('locale'), storage.get('AUTH_token')]).toEqual([null, null, 'j2']);
    await last;
    const reopened = await openTestStorage({ database: keys });
    expect([reopened.get('User'), reopened.get('locale'), reopened.get('AUTH_token')]).toEqual([null, null, 'j2']);
  });

  it('clears only its own items', async () => {
    localStorage.setItem('other-app', 'x');
    const storage = await openTestStorage();
    await Promise.all([storage.set('AUTH_token', 'a'), storage.set('REFRESH_token', 'b')]);
    await storage.clear();
    expect(storage.get('AUTH_token')).toBeNull();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('other-app')).toBe('x');
  });

  it('logs a write that fails and keeps the value for this tab', async () => {
    const warnings = log();
    const storage = await openTestStorage({ log: warnings });
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await storage.set('User', 'demo');
    } finally {
      full.mockRestore();
    }
    expect(storage.get('User')).toBe('demo');
    expect(warnings.error).toHaveBeenCalledWith("Atrium: browser storage could not write 'atrium:User'", expect.any(DOMException));
    await storage.set('locale', 'de_DE');
    expect((await openTestStorage()).get('locale')).toBeNull();
  });
});

describe('browser storage in two tabs', () => {
  /** Two tabs over jsdom's one localStorage; the second hears of the first's writes when the test announces them. */
  async function twoTabs() {
    const database = memoryDatabase();
    const events = tabEvents();
    return { first: await openTestStorage({ database }), second: await openTestStorage({ database, events }), events };
  }

  it("follows the other tab's writes and clears as they are announced", async () => {
    const { first, second, events } = await twoTabs();
    await first.set('User', 'ada');
    expect(second.get('User')).toBeNull();
    events.announce('atrium:User');
    await vi.waitFor(() => expect(second.get('User')).toBe('ada'));

    await first.clear();
    events.announce(null);
    await vi.waitFor(() => expect(second.get('User')).toBeNull());
  });

  it('ignores events about other data on the origin and other storage areas', async () => {
    const { first, second, events } = await twoTabs();
    await first.set('User', 'ada');
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    try {
      events.announce('other-app');
      events.announce('atrium:User', sessionStorage);
      // A read an event started would come before this one, which waits as long.
      await second.reread('locale');
      expect(reads.mock.calls).toEqual([['atrium:locale']]);
    } finally {
      reads.mockRestore();
    }
    expect(second.get('User')).toBeNull();
  });

  it("rereads what the other tab wrote, though this tab's localStorage does not show it yet, after this tab's own writes", async () => {
    const database = memoryDatabase();
    const first = await openTestStorage({ database, backend: tabLocalStorage() });
    const second = await openTestStorage({ database, backend: tabLocalStorage() });
    await first.set('REFRESH_token', 'r2');
    expect(second.get('REFRESH_token')).toBeNull();
    expect(await second.reread('REFRESH_token')).toBe('r2');
    expect(second.get('REFRESH_token')).toBe('r2');
    void second.set('REFRESH_token', 'r3');
    expect(await second.reread('REFRESH_token')).toBe('r3');
    expect(await first.reread('REFRESH_token')).toBe('r3');

    await second.remove('REFRESH_token');
    expect(await first.reread('REFRESH_token')).toBeNull();
    await first.set('User', 'demo');
    await second.clear();
    expect(await first.reread('User')).toBeNull();
    expect([...database.items.values()]).toEqual([null, null]);
  });

  it('rereads localStorage where the database has no copy of an item, or cannot be read', async () => {
    localStorage.setItem('atrium:locale', JSON.stringify({ value: 'ar', timestamp: 5 }));
    const database = memoryDatabase();
    const warnings = log();
    const storage = await openTestStorage({ database, log: warnings });
    await storage.reread('User');
    database.items.clear();
    expect(await storage.reread('locale')).toBe('ar');
    const failure = new DOMException('The database connection is closing.', 'InvalidStateError');
    database.item = () => Promise.reject(failure);
    expect(await storage.reread('locale')).toBe('ar');
    expect(warnings.warn).toHaveBeenCalledWith("Atrium: browser storage cannot read its copy of 'atrium:locale'; localStorage's applies", failure);
  });

  it("keeps this tab's own newer write when an older event's read finishes after it", async () => {
    const { first, second, events } = await twoTabs();
    await first.set('locale', 'de_DE');
    events.announce('atrium:locale');
    const mine = second.set('locale', 'fr_FR');
    await mine;
    await second.reread('User');
    expect(second.get('locale')).toBe('fr_FR');
  });
});

describe('browser storage without encryption', () => {
  it('keeps items in plain text without WebCrypto, and says so', async () => {
    const warnings = log();
    const storage = await openTestStorage({ subtle: null, log: warnings, now: () => 7 });
    await storage.set('User', 'demo');
    expect(JSON.parse(raw('atrium:User'))).toEqual({ value: 'demo', timestamp: 7 });
    expect(warnings.warn).toHaveBeenCalledWith(
      'Atrium: browser storage is NOT encrypted, tokens are kept in plain text: this page has no WebCrypto (crypto.subtle exists only over HTTPS or on localhost)',
    );
  });

  it('keeps items in plain text without IndexedDB, or when the key cannot be loaded', async () => {
    const noDatabase = log();
    await openTestStorage({ database: null, log: noDatabase });
    expect(noDatabase.warn).toHaveBeenCalledWith('Atrium: browser storage is NOT encrypted, tokens are kept in plain text: this page has no IndexedDB to keep the key in');

    const broken = log();
    const failure = new DOMException('The operation failed for reasons unrelated to the database itself.', 'UnknownError');
    const unreadable = { ...memoryDatabase(), key: () => Promise.reject(failure), addKey: () => Promise.reject(failure) };
    const storage = await openTestStorage({ database: unreadable, log: broken });
    expect(broken.warn).toHaveBeenCalledWith('Atrium: browser storage is NOT encrypted, tokens are kept in plain text: the key cannot be loaded or created', failure);
    await storage.set('User', 'demo');
    expect(JSON.parse(raw('atrium:User'))).toEqual({ value: 'demo', timestamp: 1 });
  });

  it('reads encrypted items as absent and leaves them as they are', async () => {
    const encrypted = await openTestStorage();
    await encrypted.set('REFRESH_token', 'r1');
    const before = raw('atrium:REFRESH_token');
    const warnings = log();
    const plain = await openTestStorage({ subtle: null, log: warnings });
    expect(plain.get('REFRESH_token')).toBeNull();
    expect(raw('atrium:REFRESH_token')).toBe(before);
    expect(warnings.warn).toHaveBeenCalledWith(
      "Atrium: browser storage item 'atrium:REFRESH_token' reads as absent: it is encrypted and this page has no WebCrypto to decrypt it",
    );
  });
});
