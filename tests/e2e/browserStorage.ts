import type { Page } from '@playwright/test';

/**
 * The value of Atrium's browser storage item `key` as it is at rest in the page: read from
 * localStorage and decrypted with the browser's key from IndexedDB, as Atrium encrypted it
 * (AES-GCM, the item's name as additional data); null when absent. Throws when the item is kept
 * in plain text. Call it after the page has booted (the key exists then).
 */
export async function storedValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate(async (name) => {
    const raw = localStorage.getItem(name);
    if (raw === null) return null;
    const { iv, ciphertext } = JSON.parse(raw) as { iv?: string; ciphertext?: string };
    if (iv === undefined || ciphertext === undefined) throw new Error(`${name} is not encrypted: ${raw}`);
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('atrium');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error ?? new Error('no database'));
    });
    try {
      const browserKey = await new Promise<CryptoKey>((resolve, reject) => {
        const read = database.transaction('keys').objectStore('keys').get('browser-storage');
        read.onsuccess = () => resolve(read.result as CryptoKey);
        read.onerror = () => reject(read.error ?? new Error('no key'));
      });
      const bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes(iv), additionalData: new TextEncoder().encode(name) },
        browserKey,
        bytes(ciphertext),
      );
      return (JSON.parse(new TextDecoder().decode(plain)) as { value: unknown }).value;
    } finally {
      database.close();
    }
  }, `atrium:${key}`);
}
