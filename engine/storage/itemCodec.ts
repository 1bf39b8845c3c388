import { CIPHER, IV_BYTES } from './constants';

/** One item as Atrium keeps it: the value and when it was written. */
export interface StoredItem {
  value: unknown;
  timestamp: number;
}

/** An item read from the backend, or why it reads as absent. */
export type DecodedItem = { readable: true; item: StoredItem; plain: boolean } | { readable: false; reason: string };

/** Turns an item into the text kept under its name in the backend, and back. */
export interface ItemCodec {
  /** False for the plain fallback of a page without WebCrypto or IndexedDB. */
  readonly encrypts: boolean;
  encode(name: string, item: StoredItem): Promise<string>;
  decode(name: string, raw: string): Promise<DecodedItem>;
}

/** How an encrypted item is kept: the IV and the AES-GCM ciphertext (with its tag) of the item's JSON, base64. */
interface SealedItem {
  iv: string;
  ciphertext: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The plain `{ value, timestamp }` item of earlier versions (and of the fallback), or null. */
function plainItem(parsed: unknown): StoredItem | null {
  if (!isRecord(parsed) || parsed.value === undefined || parsed.value === null) return null;
  return { value: parsed.value, timestamp: typeof parsed.timestamp === 'number' ? parsed.timestamp : 0 };
}

function sealedItem(parsed: unknown): SealedItem | null {
  if (!isRecord(parsed) || typeof parsed.iv !== 'string' || typeof parsed.ciphertext !== 'string') return null;
  return { iv: parsed.iv, ciphertext: parsed.ciphertext };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// String.fromCharCode takes its bytes as arguments: a large item (the manifest) goes in slices.
const BASE64_SLICE = 0x8000;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += BASE64_SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + BASE64_SLICE));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

const NOT_AN_ITEM = 'it is not an Atrium item';

/**
 * The fallback without WebCrypto: items as plain JSON, as earlier versions kept them. An
 * encrypted item cannot be read here and reads as absent.
 */
export const plainCodec: ItemCodec = {
  encrypts: false,
  encode: (_name, item) => Promise.resolve(JSON.stringify(item)),
  decode(_name, raw) {
    const parsed = parseJson(raw);
    const item = plainItem(parsed);
    if (item) return Promise.resolve({ readable: true, item, plain: true });
    const reason = sealedItem(parsed) ? 'it is encrypted and this page has no WebCrypto to decrypt it' : NOT_AN_ITEM;
    return Promise.resolve({ readable: false, reason });
  },
};

/**
 * AES-GCM with `key` and a fresh random IV for every write. The item's name is the additional
 * authenticated data, so a ciphertext copied under another name fails to decrypt like a tampered
 * one. Plain items of earlier versions are read and flagged, for the caller to re-write them.
 */
export function encryptedCodec(subtle: SubtleCrypto, key: CryptoKey): ItemCodec {
  const encoder = new TextEncoder();
  return {
    encrypts: true,
    async encode(name, item) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const ciphertext = await subtle.encrypt({ name: CIPHER, iv, additionalData: encoder.encode(name) }, key, encoder.encode(JSON.stringify(item)));
      const sealed: SealedItem = { iv: toBase64(iv), ciphertext: toBase64(new Uint8Array(ciphertext)) };
      return JSON.stringify(sealed);
    },
    async decode(name, raw) {
      const parsed = parseJson(raw);
      const sealed = sealedItem(parsed);
      if (!sealed) {
        const item = plainItem(parsed);
        return item ? { readable: true, item, plain: true } : { readable: false, reason: NOT_AN_ITEM };
      }
      try {
        const iv = fromBase64(sealed.iv);
        const plain = await subtle.decrypt({ name: CIPHER, iv, additionalData: encoder.encode(name) }, key, fromBase64(sealed.ciphertext));
        const item = plainItem(parseJson(new TextDecoder().decode(plain)));
        return item ? { readable: true, item, plain: false } : { readable: false, reason: NOT_AN_ITEM };
      } catch {
        return { readable: false, reason: 'it cannot be decrypted (its key is gone, or it was altered)' };
      }
    },
  };
}
