import { describe, expect, it } from 'vitest';
import { formatFileSize, formatShortDate, formatShortTime } from '../../../engine/i18n';

describe('short date and time', () => {
  it('writes the date as yyyy-mm-dd, zero padded, in local time', () => {
    expect(formatShortDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(formatShortDate(new Date(2026, 11, 31))).toBe('2026-12-31');
    expect(formatShortDate(new Date(987, 2, 9))).toBe('0987-03-09');
  });

  it('writes the time as HH:MM on a 24-hour clock, zero padded', () => {
    expect(formatShortTime(new Date(2026, 0, 5, 0, 0))).toBe('00:00');
    expect(formatShortTime(new Date(2026, 0, 5, 9, 7, 59))).toBe('09:07');
    expect(formatShortTime(new Date(2026, 0, 5, 13, 45))).toBe('13:45');
    expect(formatShortTime(new Date(2026, 0, 5, 23, 59))).toBe('23:59');
  });
});

describe('file sizes', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1.0 KiB'],
    [1536, '1.5 KiB'],
    [10 * 1024 + 51, '10.0 KiB'],
    [1048575, '1.0 MiB'],
    [1024 ** 2 * 2.25, '2.3 MiB'],
    [1024 ** 3 * 7, '7.0 GiB'],
    [1024 ** 4 * 3.5, '3.5 TiB'],
    [1024 ** 5, '1024.0 TiB'],
  ])('base 1024: %d → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
    expect(formatFileSize(bytes, 1024)).toBe(text);
  });

  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1.0 kB'],
    [1500, '1.5 kB'],
    [999_949, '999.9 kB'],
    [999_950, '1.0 MB'],
    [2_500_000_000, '2.5 GB'],
    [4e12, '4.0 TB'],
    [12e15, '12000.0 TB'],
  ])('base 1000: %d → %s', (bytes, text) => {
    expect(formatFileSize(bytes, 1000)).toBe(text);
  });

  it.each([
    ['en_EN', '1.5 KiB'],
    ['zh_CN', '1.5 KiB'],
    ['de_DE', '1,5 KiB'],
    ['fr_FR', '1,5 KiB'],
    ['nb_NO', '1,5 KiB'],
    ['sl_SI', '1,5 KiB'],
    ['vi_VN', '1,5 KiB'],
  ])('uses the decimal separator of %s, and the same unit symbols', (locale, text) => {
    expect(formatFileSize(1536, 1024, locale)).toBe(text);
  });

  it('groups no digits, whatever the locale', () => {
    expect(formatFileSize(1023, 1024, 'de_DE')).toBe('1023 B');
    expect(formatFileSize(5000 * 1024 ** 4, 1024, 'en_EN')).toBe('5000.0 TiB');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(RangeError);
  });
});
