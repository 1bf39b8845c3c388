import { describe, expect, it } from 'vitest';
import { generatePassword, passwordProblem } from '../../server/auth';
import { PASSWORD_RULE_MESSAGES, PASSWORD_SPECIAL_CHARACTERS } from '../../server/contract';

describe('the new-password rules (docs/features/sign-in.md)', () => {
  it('says each rule in the spec’s words', () => {
    expect(Object.values(PASSWORD_RULE_MESSAGES)).toEqual([
      'Password must contain at least eight characters!',
      'Password must contain at least one number (0-9)!',
      'Password must contain at least one lowercase letter (a-z)!',
      'Password must contain at least one uppercase letter (A-Z)!',
      "Password must contain at least one Special Character($&+,:;=?@#|'<>.-^*()%!)",
      'Password mismatch',
    ]);
  });

  it.each([
    ['', 'length'],
    ['Ab1@xyz', 'length'],
    ['abcdefgh', 'digit'],
    ['ABCDEFG@', 'digit'],
    ['ABCDEFG1', 'lowercase'],
    ['abcdefg1', 'uppercase'],
    ['Abcdefg1', 'special'],
    ['Abcdefg1 ', 'special'],
    ['Abcdefg1_', 'special'],
  ] as const)('refuses %j for its first broken rule, %s', (password, rule) => {
    expect(passwordProblem(password)).toBe(rule);
  });

  it('checks in the spec’s order, so a short password hears about its length first', () => {
    expect(passwordProblem('a', 'b')).toBe('length');
    expect(passwordProblem('Abcdefg1', 'other')).toBe('special');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('A1@b😀😀😀')).toBe('length');
    expect(passwordProblem('A1@b😀😀😀😀')).toBeUndefined();
  });

  it('counts every special character the message lists, and only those', () => {
    for (const special of PASSWORD_SPECIAL_CHARACTERS) expect(passwordProblem(`Abcdefg1${special}`), special).toBeUndefined();
    for (const other of ['_', '~', '"', '/', '\\', '[', '{', '`', '€']) expect(passwordProblem(`Abcdefg1${other}`), other).toBe('special');
  });

  it('asks that both entries are equal, last', () => {
    expect(passwordProblem('Secret@2026', 'Secret@2025')).toBe('mismatch');
    expect(passwordProblem('Secret@2026', 'Secret@2026')).toBeUndefined();
    expect(passwordProblem('Secret@2026')).toBeUndefined();
  });
});

describe('generatePassword', () => {
  it('makes passwords that keep every rule and never repeat', () => {
    const passwords = Array.from({ length: 200 }, generatePassword);
    expect(passwords.filter((password) => passwordProblem(password) !== undefined)).toEqual([]);
    expect(new Set(passwords).size).toBe(passwords.length);
    expect(passwords.every((password) => /^[A-Za-z0-9@#%+=:.-]{20}$/.test(password))).toBe(true);
  });
});
