import { accessSync, constants, statSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { LOGIN_IMAGE_TYPES } from './constants';

// The values' rules, as small predicates the declarations in schema.ts name.

export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
export const NAMESPACE = /^[A-Za-z0-9_.-]{1,100}$/;
export const CLIENT_ID = /^[\x21-\x7e]{1,200}$/;
export const REALM = /^[\w.-]{1,100}$/;
export const OKTA_SCOPE = /^[\x21\x23-\x5b\x5d-\x7e]+$/;
// S3's rules for a bucket's name; a prefix keeps to the characters S3 calls safe in a key.
export const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
export const KEY_PREFIX = /^[A-Za-z0-9!_.*'()/-]{0,500}$/;
export const REGION = /^[a-z0-9-]{1,40}$/;
// A mistyped URL must not silently fall back to a fresh local database.
export const POSTGRES_URL = /^postgres(ql)?:\/\//;
export const SMTP_URL = /^smtps?:\/\/[^\s]+$/;
/** An address, or a name and an address; no line break can add a header to the mail. */
export const MAIL_SENDER = /^([^<>\p{Cc}]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/u;
// A CSP source: 'self', a scheme (https:) or a host with an optional scheme, port and path. No
// quote, comma or semicolon gets through, so a value cannot add a directive to the policy.
export const FRAME_SOURCE = /^('self'|[a-z][a-z0-9+.-]*:|([a-z][a-z0-9+.-]*:\/\/)?(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?(\/[^\s'";,]*)?)$/i;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A language the translation service knows, as a BCP 47 code in canonical form (ar, he, zh-TW). */
export function isLanguageCode(value: string): boolean {
  if (!/^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/.test(value)) return false;
  try {
    if (Intl.getCanonicalLocales(value)[0] !== value) return false;
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(value) !== undefined;
  } catch {
    return false;
  }
}

/** An IP address, or a CIDR range of them. */
export function isAddressOrRange(item: string): boolean {
  const [address = '', bits, extra] = item.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** An image file the server can read, by a name whose extension says its type. */
export function isImageFile(file: string): boolean {
  if (!(path.extname(file).toLowerCase() in LOGIN_IMAGE_TYPES)) return false;
  try {
    accessSync(file, constants.R_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
