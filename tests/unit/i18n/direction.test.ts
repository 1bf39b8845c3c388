import { describe, expect, it } from 'vitest';
import { directionOf, isRightToLeft, LOCALES } from '../../../engine/i18n';

describe('text direction', () => {
  it.each(['ar', 'ar_SA', 'ar-EG', 'fa_IR', 'fa-IR', 'he', 'he_IL', 'HE-il', 'az_AZ', 'az-Arab', 'uz', 'uz_UZ'])('%s is right to left', (locale) => {
    expect(isRightToLeft(locale)).toBe(true);
    expect(directionOf(locale)).toBe('rtl');
  });

  it.each([...LOCALES, 'en', 'en-US', 'ur', 'arn', 'heb', 'iw', ''])('%j is left to right', (locale) => {
    expect(isRightToLeft(locale)).toBe(false);
    expect(directionOf(locale)).toBe('ltr');
  });
});
