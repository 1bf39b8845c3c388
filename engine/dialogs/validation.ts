import type { PromptInputType } from './types';

/**
 * A standard address pattern (docs/features/dialogs.md): one local part, one @, and a domain of dotted
 * labels ending in a label of at least two letters. No spaces anywhere.
 */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** A host name of dotted labels, or `localhost`; an IPv4 or bracketed IPv6 address also counts. */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value) && !value.includes('..');
}

/** http or https with a valid host (docs/features/dialogs.md). */
export function isValidUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  if (host === '') return false;
  if (host.startsWith('[')) return true;
  return host.split('.').every((label) => HOST_LABEL.test(label));
}

/** Why a prompt refuses its input; the locale key `dialog.<code>` holds the text shown. */
export type InputProblem = 'invalidEmail' | 'invalidUrl' | 'blank';

/** What is wrong with `value` as input of `inputType`, or null when it may be accepted; a `required` answer may not be blank. */
export function validateInput(inputType: PromptInputType, value: string, required = false): InputProblem | null {
  if (required && value.trim() === '') return 'blank';
  if (inputType === 'email') return isValidEmail(value) ? null : 'invalidEmail';
  if (inputType === 'url') return isValidUrl(value) ? null : 'invalidUrl';
  return null;
}
