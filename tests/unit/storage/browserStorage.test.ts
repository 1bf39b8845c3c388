import { beforeEach, describe, expect, it } from 'vitest';
import { createBrowserStorage } from '../../../engine/storage';

describe('browser storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each value with the time it was written', () => {
    const storage = createBrowserStorage(localStorage, () => 1234);
    storage.set('User', 'demo');
    expect(storage.get('User')).toBe('demo');
    expect(JSON.parse(localStorage.getItem('atrium:User') ?? '')).toEqual({ value: 'demo', timestamp: 1234 });
  });

  it('reads an unreadable item as absent', () => {
    localStorage.setItem('atrium:AUTH_token', '{not json');
    localStorage.setItem('atrium:User', 'null');
    const storage = createBrowserStorage(localStorage, () => 0);
    expect(storage.get('AUTH_token')).toBeNull();
    expect(storage.get('User')).toBeNull();
  });

  it('clears only its own items', () => {
    localStorage.setItem('other-app', 'x');
    const storage = createBrowserStorage(localStorage, () => 0);
    storage.set('AUTH_token', 'a');
    storage.set('REFRESH_token', 'b');
    storage.clear();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('other-app')).toBe('x');
  });
});
