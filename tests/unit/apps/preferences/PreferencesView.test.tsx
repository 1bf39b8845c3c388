import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider } from '../../../../engine/i18n';
import { writableValue } from '../../../../engine/core';
import { PreferencesView } from '../../../../apps/preferences/PreferencesView';
import type { KeybindingEntry } from '../../../../sdk';
import type { Profile } from '../../../../server/contract';
import { fakeContext, profileWithLogo } from '../../plugins/fakeContext';

interface Setup {
  desktop?: Readonly<Record<string, unknown>>;
  locale?: Readonly<Record<string, unknown>>;
  desktopLocked?: boolean;
  localeLocked?: boolean;
  profile?: Profile | null;
  development?: boolean;
  keybindingList?: readonly KeybindingEntry[];
}

/** The view on a fake context whose shell settings hold `desktop` and `locale`; `set` writes through, as the real settings do. */
function renderPreferences({ desktop = {}, locale = {}, desktopLocked = false, localeLocked = false, profile = null, development = false, keybindingList = [] }: Setup = {}) {
  const fake = fakeContext({ profile, development, keybindingList });
  const settings = (values: Readonly<Record<string, unknown>>, locked: boolean) => {
    const stored = writableValue(values);
    return { values: stored, locked, set: vi.fn((next: Readonly<Record<string, unknown>>) => stored.set({ ...stored.get(), ...next })) };
  };
  const shellSettings = { desktop: settings(desktop, desktopLocked), locale: settings(locale, localeLocked) };
  const ctx = { ...fake.ctx, shellSettings };
  render(createElement(TranslationProvider, { i18n: fake.i18n }, createElement(PreferencesView, { ctx })));
  return shellSettings;
}

const input = (element: HTMLElement) => element as HTMLInputElement;
const valueOf = (element: HTMLElement) => input(element).value;
/** Whether a control is disabled, itself or by a disabled fieldset around it (as the browser decides). */
const isDisabled = (element: HTMLElement) => element.matches(':disabled');
/** The texts an element's aria-describedby points at, joined. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const LOCKED = 'These settings are locked by your administrator.';

describe('Preferences', () => {
  afterEach(cleanup);

  it('sets the language chosen in the list', () => {
    const { locale } = renderPreferences();
    const select = screen.getByRole('combobox', { name: 'Display language' });
    expect(valueOf(select)).toBe('en_EN');
    expect(screen.getByRole('option', { name: 'Deutsch' })).not.toBeNull();
    fireEvent.change(select, { target: { value: 'de_DE' } });
    expect(locale.set).toHaveBeenCalledWith({ language: 'de_DE' });
  });

  it('moves the panel, keeping its items', () => {
    const items = [{ name: 'atrium.appmenu', index: 0 }];
    const { desktop } = renderPreferences({ desktop: { panels: [{ position: 'top', items }] } });
    expect(input(screen.getByRole('radio', { name: 'Top' })).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Bottom' }));
    expect(desktop.set).toHaveBeenCalledWith({ panels: [{ position: 'bottom', items }] });
    expect(input(screen.getByRole('radio', { name: 'Bottom' })).checked).toBe(true);
  });

  it('adds a panel with no items when the settings have none', () => {
    const { desktop } = renderPreferences();
    fireEvent.click(screen.getByRole('radio', { name: 'Bottom' }));
    expect(desktop.set).toHaveBeenCalledWith({ panels: [{ position: 'bottom', items: [] }] });
  });

  it('switches the wallpaper to one colour and sets that colour', () => {
    const { desktop } = renderPreferences({ desktop: { background: { style: 'gradient', color: '#1f4e79' } } });
    expect(input(screen.getByRole('radio', { name: 'Gradient' })).checked).toBe(true);
    expect(screen.queryByLabelText('Wallpaper colour')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Colour' }));
    expect(desktop.set).toHaveBeenLastCalledWith({ background: { style: 'color', color: '#1f4e79' } });

    fireEvent.change(screen.getByLabelText('Wallpaper colour'), { target: { value: '#336699' } });
    expect(desktop.set).toHaveBeenLastCalledWith({ background: { style: 'color', color: '#336699' } });

    fireEvent.click(screen.getByRole('radio', { name: 'Gradient' }));
    expect(desktop.set).toHaveBeenLastCalledWith({ background: { style: 'gradient', color: '#336699' } });
  });

  describe('the wallpaper images', () => {
    const images = () => screen.getByRole('radiogroup', { name: 'Wallpaper' });

    it('are offered as one radio group with the gradient and the colour, each named', () => {
      renderPreferences();
      const names = Array.from(images().querySelectorAll('input[type="radio"]'), (radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);
      expect(names).toEqual(['Gradient', 'Colour', 'Dusk', 'Dunes', 'Aurora', 'Lagoon', 'Mosaic']);
      // One group: the browser moves between them with the arrow keys.
      expect(new Set(Array.from(images().querySelectorAll('input'), (radio) => radio.name)).size).toBe(1);
    });

    it('sets the image with its own fit, keeping the colour behind it, then the fit and the colour chosen', () => {
      const { desktop } = renderPreferences({ desktop: { background: { style: 'color', color: '#336699' } } });
      expect(screen.queryByLabelText('Image fit')).toBeNull();

      fireEvent.click(screen.getByRole('radio', { name: 'Dunes' }));
      expect(desktop.set).toHaveBeenLastCalledWith({ background: { style: 'cover', src: '/wallpapers/dunes.svg', color: '#336699' } });
      expect(input(screen.getByRole('radio', { name: 'Dunes' })).checked).toBe(true);
      expect(valueOf(screen.getByLabelText('Image fit'))).toBe('cover');

      fireEvent.change(screen.getByLabelText('Image fit'), { target: { value: 'contain' } });
      expect(desktop.set).toHaveBeenLastCalledWith({ background: { style: 'contain', src: '/wallpapers/dunes.svg', color: '#336699' } });
      fireEvent.change(screen.getByLabelText('Wallpaper colour'), { target: { value: '#000000' } });
      expect(desktop.set).toHaveBeenLastCalledWith({ background: { style: 'contain', src: '/wallpapers/dunes.svg', color: '#000000' } });

      fireEvent.click(screen.getByRole('radio', { name: 'Mosaic' }));
      expect(desktop.set).toHaveBeenLastCalledWith({ background: { style: 'tile', src: '/wallpapers/mosaic.svg', color: '#000000' } });
      expect(Array.from(screen.getByLabelText('Image fit').querySelectorAll('option'), (option) => option.textContent)).toEqual([
        'Fill the screen',
        'Fit to the screen',
        'Tile',
        'Centre',
      ]);
    });

    it('shows an image stored by its earlier style name as cover', () => {
      renderPreferences({ desktop: { background: { style: 'image', src: '/wallpapers/aurora.svg' } } });
      expect(input(screen.getByRole('radio', { name: 'Aurora' })).checked).toBe(true);
      expect(valueOf(screen.getByLabelText('Image fit'))).toBe('cover');
    });
  });

  describe('the font', () => {
    const fontList = () => screen.getByRole('combobox', { name: 'Desktop font' });

    it('offers Roboto, Lato and two generic families, and saves the one chosen', () => {
      const { desktop } = renderPreferences();
      expect(Array.from(fontList().querySelectorAll('option'), (option) => option.textContent)).toEqual(['Roboto', 'Lato', 'System font', 'Serif']);
      expect(valueOf(fontList())).toBe('Roboto');
      fireEvent.change(fontList(), { target: { value: 'Lato' } });
      expect(desktop.set).toHaveBeenCalledWith({ font: 'Lato' });
      expect(valueOf(fontList())).toBe('Lato');
    });

    it('shows Lato by default in development, and the default for a font it does not offer', () => {
      renderPreferences({ development: true, desktop: { font: 'Comic Sans' } });
      expect(valueOf(fontList())).toBe('Lato');
    });
  });

  describe('animations', () => {
    const toggle = () => screen.getByRole('checkbox', { name: 'Animate menus and notifications' });

    it('are off until the user opts in, and the choice is saved both ways', () => {
      const { desktop } = renderPreferences();
      expect(input(toggle()).checked).toBe(false);
      fireEvent.click(toggle());
      expect(desktop.set).toHaveBeenLastCalledWith({ animations: true });
      expect(input(toggle()).checked).toBe(true);
      fireEvent.click(toggle());
      expect(desktop.set).toHaveBeenLastCalledWith({ animations: false });
    });

    it('say that nothing animates when the system asks for reduced motion', () => {
      const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
      vi.stubGlobal('matchMedia', matchMedia);
      try {
        renderPreferences({ desktop: { animations: true } });
        expect(screen.getByText('Your system asks for reduced motion: nothing animates.')).toBeTruthy();
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });

  describe('keyboard shortcuts', () => {
    const list = [
      { id: 'atrium.shortcuts.toggle', key: 'Ctrl+/', defaultKey: 'Ctrl+/', description: 'Show the sheet', group: 'desktop' as const },
      { id: 'atrium.appmenu.toggle', key: 'Alt+M', defaultKey: 'Alt+A', description: 'Open the application menu', group: 'desktop' as const },
    ];
    const change = (description: string) => screen.getByRole('button', { name: `Change the shortcut of “${description}”` });

    it('lists every binding and the fixed keys by group, and searches them', () => {
      renderPreferences({ keybindingList: list });
      const section = screen.getByRole('group', { name: 'Keyboard shortcuts' });
      expect([...section.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(['Desktop', 'Windows']);
      expect([...section.querySelectorAll('li')].map((item) => item.querySelector('span')?.textContent)).toEqual([
        'Show the sheet',
        'Open the application menu',
        'Open the context menu of what has the focus',
        'Move the focused window or widget',
        'Resize the focused window or widget',
      ]);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search shortcuts' }), { target: { value: 'application alt' } });
      expect([...section.querySelectorAll('li')].map((item) => item.querySelector('span')?.textContent)).toEqual(['Open the application menu']);
    });

    it('records the chord pressed after Change, keeping the other bindings; Escape cancels', () => {
      const { desktop } = renderPreferences({ desktop: { keybindings: { 'acme.other': 'Ctrl+O' } }, keybindingList: list });
      fireEvent.click(change('Show the sheet'));
      const recording = screen.getByRole('button', { name: 'Press the new shortcut…' });
      expect(descriptionOf(recording)).toBe('Press the new shortcut with its modifiers, or Escape to cancel.');
      fireEvent.keyDown(recording, { key: 'Control', code: 'ControlLeft', ctrlKey: true });
      fireEvent.keyDown(recording, { key: 'Escape', code: 'Escape' });
      expect(desktop.set).not.toHaveBeenCalled();
      fireEvent.click(change('Show the sheet'));
      fireEvent.keyDown(screen.getByRole('button', { name: 'Press the new shortcut…' }), { key: 'k', code: 'KeyK', ctrlKey: true, altKey: true });
      expect(desktop.set).toHaveBeenCalledWith({ keybindings: { 'acme.other': 'Ctrl+O', 'atrium.shortcuts.toggle': 'Ctrl+Alt+K' } });
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it.each([
      [{ key: 'm', code: 'KeyM', altKey: true }, "Alt+M is already used by 'Open the application menu'."],
      [{ key: 'ArrowLeft', code: 'ArrowLeft', altKey: true }, "Alt+← is kept for 'Move the focused window or widget', which cannot be changed."],
      [{ key: 'Tab', code: 'Tab' }, 'Tab moves the focus between controls and cannot be a shortcut.'],
      [{ key: 'k', code: 'KeyK', shiftKey: true }, 'Shift+K would be taken from typing: add Ctrl, Alt or Meta (only F1–F12 work alone).'],
    ])('refuses %j, saying why', (keys, message) => {
      const { desktop } = renderPreferences({ keybindingList: list });
      fireEvent.click(change('Show the sheet'));
      fireEvent.keyDown(screen.getByRole('button', { name: 'Press the new shortcut…' }), keys);
      expect(desktop.set).not.toHaveBeenCalled();
      expect(screen.getByRole('alert').textContent).toBe(message);
    });

    it('resets one binding, or all', () => {
      const { desktop } = renderPreferences({ desktop: { keybindings: { 'acme.other': 'Ctrl+O', 'atrium.appmenu.toggle': 'Alt+M' } }, keybindingList: list });
      expect(screen.queryByRole('button', { name: 'Reset “Show the sheet” to its default' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Reset “Open the application menu” to its default' }));
      expect(desktop.set).toHaveBeenLastCalledWith({ keybindings: { 'acme.other': 'Ctrl+O' } });
      fireEvent.click(screen.getByRole('button', { name: 'Reset all' }));
      expect(desktop.set).toHaveBeenLastCalledWith({ keybindings: {} });
      expect(isDisabled(screen.getByRole('button', { name: 'Reset all' }))).toBe(true);
    });
  });

  it('shows the stored values as they change', () => {
    const { desktop } = renderPreferences();
    act(() => desktop.values.set({ panels: [{ position: 'bottom', items: [] }] }));
    expect(input(screen.getByRole('radio', { name: 'Bottom' })).checked).toBe(true);
  });

  it('disables locked desktop settings and says why', () => {
    renderPreferences({ desktopLocked: true });
    for (const name of ['Top', 'Bottom', 'Gradient', 'Colour', 'Dusk', 'Mosaic', 'Follow the system', 'Standard', 'Vision', 'Dark']) expect(isDisabled(screen.getByRole('radio', { name }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Reset all' }))).toBe(true);
    expect(isDisabled(screen.getByRole('combobox', { name: 'Desktop font' }))).toBe(true);
    expect(isDisabled(screen.getByRole('checkbox', { name: 'Animate menus and notifications' }))).toBe(true);
    // Panel, wallpaper, font, theme, motion and keyboard shortcuts.
    expect(screen.getAllByText(LOCKED)).toHaveLength(6);
    expect(isDisabled(screen.getByRole('combobox', { name: 'Display language' }))).toBe(false);
    expect(descriptionOf(screen.getByRole('group', { name: 'Panel position' }))).toContain(LOCKED);
  });

  it('disables a locked language and says why', () => {
    renderPreferences({ localeLocked: true });
    expect(isDisabled(screen.getByRole('combobox', { name: 'Display language' }))).toBe(true);
    expect(descriptionOf(screen.getByRole('group', { name: 'Language' }))).toContain(LOCKED);
    expect(screen.getAllByText(LOCKED)).toHaveLength(1);
    expect(isDisabled(screen.getByRole('radio', { name: 'Top' }))).toBe(false);
  });

  describe('the theme', () => {
    /** A profile whose account sets `theme`. */
    const accountWithTheme = (theme: string): Profile => {
      const profile = profileWithLogo('');
      return { ...profile, active_account: { ...profile.active_account, preferences: { ...profile.active_account.preferences, theme } } };
    };
    const themeGroup = () => screen.getByRole('group', { name: 'Theme' });

    it('offers the four choices, following the system until the user chooses, and saves the one chosen', () => {
      const { desktop } = renderPreferences();
      expect(within(themeGroup()).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
        'Follow the system',
        'Standard',
        'Vision',
        'Dark',
      ]);
      expect(input(screen.getByRole('radio', { name: 'Follow the system' })).checked).toBe(true);
      fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
      expect(desktop.set).toHaveBeenCalledWith({ theme: 'dark' });
      expect(input(screen.getByRole('radio', { name: 'Dark' })).checked).toBe(true);
    });

    it('shows the user’s theme, and following the system for a name it does not know', () => {
      renderPreferences({ desktop: { theme: 'vision' } });
      expect(input(screen.getByRole('radio', { name: 'Vision' })).checked).toBe(true);
      cleanup();
      renderPreferences({ desktop: { theme: 'sunset' } });
      expect(input(screen.getByRole('radio', { name: 'Follow the system' })).checked).toBe(true);
    });

    it('leaves the choice to the user when the account sets the standard theme or none', () => {
      renderPreferences({ profile: accountWithTheme('standard'), desktop: { theme: 'vision' } });
      expect(isDisabled(screen.getByRole('radio', { name: 'Vision' }))).toBe(false);
      expect(input(screen.getByRole('radio', { name: 'Vision' })).checked).toBe(true);
      expect(themeGroup().getAttribute('aria-describedby')).toBeNull();
    });

    it('is disabled, showing the account’s theme and saying why, when the account forces one', () => {
      const { desktop } = renderPreferences({ profile: accountWithTheme('vision'), desktop: { theme: 'standard' } });
      const vision = screen.getByRole('radio', { name: 'Vision' });
      expect(input(vision).checked).toBe(true);
      expect(isDisabled(vision)).toBe(true);
      expect(isDisabled(screen.getByRole('radio', { name: 'Standard' }))).toBe(true);
      expect(descriptionOf(themeGroup())).toBe('Your account sets the theme.');
      expect(desktop.set).not.toHaveBeenCalled();
    });

    it('follows the profile live', () => {
      const fake = fakeContext({ profile: null });
      const stored = writableValue<Readonly<Record<string, unknown>>>({});
      const settings = { values: stored, locked: false, set: vi.fn() };
      const ctx = { ...fake.ctx, shellSettings: { desktop: settings, locale: settings } };
      render(createElement(TranslationProvider, { i18n: fake.i18n }, createElement(PreferencesView, { ctx })));
      expect(isDisabled(screen.getByRole('radio', { name: 'Vision' }))).toBe(false);
      act(() => fake.profile.set(accountWithTheme('vision')));
      expect(isDisabled(screen.getByRole('radio', { name: 'Vision' }))).toBe(true);
    });

    it('is disabled with the locked note when the desktop is locked', () => {
      renderPreferences({ desktopLocked: true });
      expect(isDisabled(screen.getByRole('radio', { name: 'Vision' }))).toBe(true);
      expect(descriptionOf(themeGroup())).toBe(LOCKED);
    });
  });
});
