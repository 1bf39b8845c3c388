import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../../server/contract';
import { writableValue, type Disposable } from '../../../engine/core';
import { SETTINGS_VERSION } from '../../../engine/settings';
import { quietSettings } from '../settings/quietSettings';
import { createThemeService, rememberedTheme, rememberTheme, THEME_STORAGE_KEY, useTheme } from '../../../engine/shell/theme';
import type { ActiveTheme } from '../../../engine/theme';

const owned: Disposable[] = [];
afterEach(() => {
  cleanup();
  while (owned.length > 0) owned.pop()?.dispose();
  localStorage.removeItem(THEME_STORAGE_KEY);
});

interface Setup {
  /** The user's settings on the server. */
  stored: Settings['desktop'];
  /** The theme the last desktop remembered in this browser. */
  remembered?: 'standard' | 'vision' | 'dark';
  systemDark?: boolean;
  accountTheme?: string;
}

/**
 * The theme service on the real settings service, whose load the test answers (`load()`), this
 * page's localStorage, and a system and an account the test sets; `heard` is every change it told of.
 */
function setUp({ stored, remembered, systemDark = false, accountTheme = '' }: Setup) {
  if (remembered) rememberTheme(remembered, localStorage);
  let answer: (settings: Settings) => void = () => undefined;
  const answered = new Promise<Settings>((resolve) => (answer = resolve));
  const settings = quietSettings({ load: () => answered });
  owned.push(settings);
  const system = writableValue(systemDark);
  const account = writableValue<string | undefined>(accountTheme);
  const theme = createThemeService({ settings, accountTheme: account, systemDark: system, storage: localStorage });
  owned.push(theme);
  const heard: ActiveTheme[] = [];
  owned.push(theme.current.subscribe((shown) => heard.push(shown)));
  const load = async () => {
    const loading = settings.load();
    answer({ version: SETTINGS_VERSION, desktop: stored });
    await loading;
  };
  return { theme, settings, system, account, heard, load };
}

const shown = (theme: { current: { get(): ActiveTheme } }) => theme.current.get();

describe('the theme service', () => {
  it('shows the theme remembered until the user’s settings load, not the system’s; then theirs, which it remembers', async () => {
    const { theme, heard, load } = setUp({ stored: { theme: 'vision' }, remembered: 'standard', systemDark: true });
    expect(shown(theme)).toEqual({ name: 'standard', kind: 'light' });
    await load();
    expect(shown(theme)).toEqual({ name: 'vision', kind: 'light' });
    expect(heard).toEqual([{ name: 'vision', kind: 'light' }]);
    expect(rememberedTheme(localStorage)).toBe('vision');
  });

  it('follows the system while the user’s choice is to, and forgets the theme remembered, so the next first paint follows it too', async () => {
    const { theme, system, heard, load } = setUp({ stored: { theme: 'system' }, remembered: 'dark' });
    expect(shown(theme).name).toBe('dark');
    await load();
    expect(shown(theme)).toEqual({ name: 'standard', kind: 'light' });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    system.set(true);
    expect(shown(theme)).toEqual({ name: 'dark', kind: 'dark' });
    expect(heard.map(({ name }) => name)).toEqual(['standard', 'dark']);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('follows the system before anything is loaded or remembered, as the stylesheet does', () => {
    const { theme } = setUp({ stored: { theme: 'standard' }, systemDark: true });
    expect(shown(theme)).toEqual({ name: 'dark', kind: 'dark' });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('shows and remembers the theme an account forces, over the user’s and the remembered one', async () => {
    const { theme, account, load } = setUp({ stored: { theme: 'dark' }, remembered: 'standard', accountTheme: 'vision' });
    expect(shown(theme).name).toBe('vision');
    await load();
    expect(shown(theme).name).toBe('vision');
    expect(rememberedTheme(localStorage)).toBe('vision');
    account.set('');
    expect(shown(theme)).toEqual({ name: 'dark', kind: 'dark' });
    expect(rememberedTheme(localStorage)).toBe('dark');
  });

  it('tells of a new theme once, and of nothing when other settings change; the same theme is the same object', async () => {
    const { theme, settings, system, heard, load } = setUp({ stored: { theme: 'dark' } });
    await load();
    const first = shown(theme);
    heard.length = 0;
    settings.set('desktop', { font: 'Lato' });
    system.set(true);
    expect(heard).toEqual([]);
    expect(shown(theme)).toBe(first);
    settings.set('desktop', { theme: 'standard' });
    expect(heard).toEqual([{ name: 'standard', kind: 'light' }]);
  });

  it('gives React content the theme through useTheme, rendering it again when it changes', async () => {
    const { theme, settings, load } = setUp({ stored: { theme: 'vision' } });
    await load();
    const { result } = renderHook(() => useTheme(theme));
    expect(result.current).toEqual({ name: 'vision', kind: 'light' });
    act(() => settings.set('desktop', { theme: 'dark' }));
    expect(result.current).toEqual({ name: 'dark', kind: 'dark' });
  });
});
