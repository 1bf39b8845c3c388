/**
 * A collator for Atrium's locale ids ('en_EN', 'de_DE'): numbers in order, case and accents
 * ignored. Falls back to the browser's default language for an id Intl does not accept.
 */
export function collatorFor(locale: string): Intl.Collator {
  const options: Intl.CollatorOptions = { numeric: true, sensitivity: 'base' };
  try {
    return new Intl.Collator(locale.replace('_', '-'), options);
  } catch {
    return new Intl.Collator(undefined, options);
  }
}
