import { describe, expect, it } from 'vitest';
import { needsConsent, signOutDestination } from '../../../../engine/shell/account';

describe('needsConsent', () => {
  const fresh = { has_logged_in: false, verification_pending: false };
  it('is due only before agreeing, with no verification pending, and a policy that is not the text null', () => {
    expect(needsConsent(fresh, '<p>Policy</p>')).toBe(true);
    expect(needsConsent({ ...fresh, has_logged_in: true }, '<p>Policy</p>')).toBe(false);
    expect(needsConsent({ ...fresh, verification_pending: true }, '<p>Policy</p>')).toBe(false);
    expect(needsConsent(fresh, 'null')).toBe(false);
    expect(needsConsent(fresh, '  ')).toBe(false);
  });
});

describe('signOutDestination', () => {
  const origin = 'https://atrium.example.com';
  it('goes to an http(s) loginURL or a path of the site, and nowhere else', () => {
    expect(signOutDestination('https://portal.example.com/login', origin)).toBe('https://portal.example.com/login');
    expect(signOutDestination('/about', origin)).toBe('https://atrium.example.com/about');
    expect(signOutDestination('', origin)).toBeNull();
    expect(signOutDestination(undefined, origin)).toBeNull();
    expect(signOutDestination('javascript:alert(1)', origin)).toBeNull();
    expect(signOutDestination('data:text/html,x', origin)).toBeNull();
  });
});
