import { describe, expect, it } from 'vitest';
import { autoAdvances, stepSlide } from '../../../../engine/shell/login/announcements/carousel';
import { loginPageState } from '../../../../engine/shell/login/loginPageState';

describe('loginPageState', () => {
  const at = (path: string) => loginPageState(new URL(path, 'https://atrium.example.com'));
  it('starts in resetpassword with a code, in forgotpassword by its hash, else in login (#login too)', () => {
    expect(at('/?resetpassword=abc')).toEqual({ page: 'resetpassword', code: 'abc', appIcon: null });
    expect(at('/#forgotpassword')).toEqual({ page: 'forgotpassword' });
    expect(at('/#login')).toEqual({ page: 'login' });
    expect(at('/')).toEqual({ page: 'login' });
  });

  it('takes an appicon only from this site', () => {
    expect(at('/?resetpassword=abc&appicon=/logo.png')).toMatchObject({ appIcon: '/logo.png' });
    expect(at('/?resetpassword=abc&appicon=https://atrium.example.com/a.svg?v=2')).toMatchObject({ appIcon: '/a.svg?v=2' });
    expect(at('/?resetpassword=abc&appicon=https://evil.example/logo.png')).toMatchObject({ appIcon: null });
    expect(at('/?resetpassword=abc&appicon=//evil.example/logo.png')).toMatchObject({ appIcon: null });
    expect(at('/?resetpassword=abc&appicon=javascript:alert(1)')).toMatchObject({ appIcon: null });
  });
});

describe('the carousel’s rules', () => {
  it('wraps at both ends', () => {
    expect(stepSlide(0, -1, 4)).toBe(3);
    expect(stepSlide(3, 1, 4)).toBe(0);
    expect(stepSlide(1, 1, 4)).toBe(2);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });

  it('moves on by itself unless paused, full screen, the panel is open or someone is at it', () => {
    const free = { paused: false, fullScreen: false, panelOpen: false, engaged: false };
    expect(autoAdvances(3, free)).toBe(true);
    expect(autoAdvances(1, free)).toBe(false);
    for (const hold of ['paused', 'fullScreen', 'panelOpen', 'engaged'] as const) expect(autoAdvances(3, { ...free, [hold]: true })).toBe(false);
  });
});
