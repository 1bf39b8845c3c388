import { describe, expect, it } from 'vitest';
import { DIALOG_ERRORS, isValidEmail, isValidUrl, validateInput } from '../../../engine/dialogs';
import en_EN from '../../../engine/dialogs/locales/en_EN';

describe('dialog input validation', () => {
  it.each(['ada@example.com', 'first.last+tag@mail.example.co.uk', 'x_y@sub-domain.org'])('accepts the address %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'ada@exa mple.com', 'a..b@example.com', 'ada@-example.com'])(
    'refuses the address %j',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );

  it.each(['http://example.com', 'https://example.com/path?q=1#x', 'https://localhost:8080', 'http://127.0.0.1/', 'https://[::1]/'])('accepts the URL %s', (value) => {
    expect(isValidUrl(value)).toBe(true);
  });

  it.each(['', 'example.com', 'ftp://example.com', 'javascript:alert(1)', 'mailto:ada@example.com', 'http://', 'http://-bad-.com', 'https://exa_mple.com', 'http://a..b'])(
    'refuses the URL %j',
    (value) => {
      expect(isValidUrl(value)).toBe(false);
    },
  );

  it('names the problem by input type; text accepts anything', () => {
    expect(validateInput('email', 'nope')).toBe('invalidEmail');
    expect(validateInput('url', 'nope')).toBe('invalidUrl');
    expect(validateInput('text', '')).toBeNull();
    expect(validateInput('email', 'ada@example.com')).toBeNull();
  });

  it('refuses a blank answer when one is required, before any other check', () => {
    expect(validateInput('text', ' \t ', true)).toBe('blank');
    expect(validateInput('email', '', true)).toBe('blank');
    expect(validateInput('text', ' x ', true)).toBeNull();
  });

  it('shows the spec texts in English', () => {
    expect(en_EN.dialog.invalidEmail).toBe(DIALOG_ERRORS.invalidEmail);
    expect(en_EN.dialog.invalidUrl).toBe(DIALOG_ERRORS.invalidUrl);
    expect(DIALOG_ERRORS.invalidEmail).toBe('Invalid email address');
    expect(DIALOG_ERRORS.invalidUrl).toBe('Invalid URL');
  });
});
