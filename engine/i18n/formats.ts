import { toLanguageTag } from './locales';

/**
 * The two bases of file sizes (docs/features/settings.md#languages): binary (KiB, …) or decimal (kB, …).
 *
 * @example
 * ```ts
 * const base: FileSizeBase = 1000;
 * formatFileSize(1500, base); // '1.5 kB'
 * ```
 */
export type FileSizeBase = 1024 | 1000;

const UNITS: Readonly<Record<FileSizeBase, readonly string[]>> = {
  1024: ['B', 'KiB', 'MiB', 'GiB', 'TiB'],
  1000: ['B', 'kB', 'MB', 'GB', 'TB'],
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The short date, yyyy-mm-dd, in local time, whatever the locale (docs/features/settings.md#languages).
 *
 * @example
 * ```ts
 * formatShortDate(new Date(2026, 0, 31)); // '2026-01-31'
 * ```
 */
export function formatShortDate(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The short time, HH:MM on a 24-hour clock, in local time, whatever the locale (docs/features/settings.md#languages).
 *
 * @example
 * ```ts
 * formatShortTime(new Date(2026, 0, 31, 9, 5)); // '09:05'
 * ```
 */
export function formatShortTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A file size with one decimal place (docs/features/settings.md#languages) in the largest unit that keeps the
 * number under the base: 1536 → '1.5 KiB', 1500 with base 1000 → '1.5 kB'. Sizes under the base
 * are whole bytes without a decimal ('0 B', '1023 B'), since there are no fractions of a byte. A
 * value that would round up to the base moves to the next unit (1048575 → '1.0 MiB'); TiB and TB
 * are the largest units. Only the decimal separator follows the locale ('1,5 KiB' in de_DE);
 * the unit symbols never change.
 * @throws RangeError for a negative or non-finite size.
 * @example
 * ```ts
 * formatFileSize(1536); // '1.5 KiB'
 * formatFileSize(1500, 1000, 'de_DE'); // '1,5 kB'
 * ```
 */
export function formatFileSize(bytes: number, base: FileSizeBase = 1024, locale = 'en_EN'): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Invalid file size '${String(bytes)}'`);
  const units = UNITS[base];
  const last = units.length - 1;
  // Whole bytes, else one decimal place: the value as it will be shown.
  const shown = (exponent: number) => {
    const factor = exponent === 0 ? 1 : 10;
    return Math.round((bytes / base ** exponent) * factor) / factor;
  };
  let exponent = 0;
  while (exponent < last && shown(exponent) >= base) exponent += 1;
  const digits = exponent === 0 ? 0 : 1;
  const number = new Intl.NumberFormat(toLanguageTag(locale), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(shown(exponent));
  return `${number} ${units[exponent] ?? ''}`;
}
