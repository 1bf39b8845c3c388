import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider } from '../../../../engine/i18n';
import { writableValue } from '../../../../engine/core';
import { PreferencesView } from '../../../../apps/preferences/PreferencesView';
import type { Profile } from '../../../../server/contract';
import { fakeContext, profileWithLogo } from '../../plugins/fakeContext';

interface Setup {
  desktop?: Readonly<Record<string, unknown>>;
  locale?: Readonly<Record<string, unknown>>;
  desktopLocked?: boolean;
  localeLocked?: boolean;
  profile?: Profile | null;
  development?: boolean;
}

/** The view on a fake context whose shell settings hold `desktop` and `locale`; `set` writes through, as the real settings do. */
function renderPreferences({ desktop = {}, locale = {}, desktopLocked = false, localeLocked = false, profile = null, development = false }: Setup = {}) {
  const fake = fakeContext({ profile, development });
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

  it('shows the application menu chord, Alt+A by default', () => {
    renderPreferences();
    expect(valueOf(screen.getByRole('textbox', { name: 'Open the application menu' }))).toBe('Alt+A');
  });

  it('saves a valid chord on Enter, keeping the other keybindings, spelt as the desktop spells it', () => {
    const { desktop } = renderPreferences({ desktop: { keybindings: { 'acme.other': 'Ctrl+O' } } });
    const field = screen.getByRole('textbox', { name: 'Open the application menu' });
    fireEvent.change(field, { target: { value: 'ctrl+shift+m' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(desktop.set).toHaveBeenCalledWith({ keybindings: { 'acme.other': 'Ctrl+O', 'atrium.appmenu.toggle': 'Ctrl+Shift+M' } });
    expect(valueOf(field)).toBe('Ctrl+Shift+M');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves a valid chord on blur', () => {
    const { desktop } = renderPreferences();
    const field = screen.getByRole('textbox', { name: 'Open the application menu' });
    fireEvent.change(field, { target: { value: 'Alt+F2' } });
    fireEvent.blur(field);
    expect(desktop.set).toHaveBeenCalledWith({ keybindings: { 'atrium.appmenu.toggle': 'Alt+F2' } });
  });

  it.each([
    ['', 'Enter a shortcut, for example Alt+A.'],
    ['Alt+', 'The shortcut needs a key after its modifiers, for example Alt+A.'],
    ['Alt', 'The shortcut needs a key after its modifiers, for example Alt+A.'],
    ['Hyper+A', '“Hyper” is not a modifier: use Ctrl, Alt, Shift or Meta.'],
    ['Alt+Foo', '“Foo” is not a key: end with a letter, a digit, F1–F12 or a key such as Enter or Escape.'],
    ['Alt+Alt+A', 'Alt appears more than once.'],
  ])('refuses %j, saying why under the field', (chord, message) => {
    const { desktop } = renderPreferences();
    const field = screen.getByRole('textbox', { name: 'Open the application menu' });
    fireEvent.change(field, { target: { value: chord } });
    fireEvent.blur(field);
    expect(desktop.set).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field)).toContain(message);
  });

  it('forgets a refused chord on Escape', () => {
    renderPreferences();
    const field = screen.getByRole('textbox', { name: 'Open the application menu' });
    fireEvent.change(field, { target: { value: 'Alt+' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(valueOf(field)).toBe('Alt+A');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the stored values as they change', () => {
    const { desktop } = renderPreferences();
    act(() => desktop.values.set({ panels: [{ position: 'bottom', items: [] }], keybindings: { 'atrium.appmenu.toggle': 'Meta+Space' } }));
    expect(input(screen.getByRole('radio', { name: 'Bottom' })).checked).toBe(true);
  });

  it('disables locked desktop settings and says why', () => {
    renderPreferences({ desktopLocked: true });
    for (const name of ['Top', 'Bottom', 'Gradient', 'Colour', 'Dusk', 'Mosaic', 'Follow the system', 'Standard', 'Vision', 'Dark']) expect(isDisabled(screen.getByRole('radio', { name }))).toBe(true);
    expect(isDisabled(screen.getByRole('textbox', { name: 'Open the application menu' }))).toBe(true);
    expect(isDisabled(screen.getByRole('combobox', { name: 'Desktop font' }))).toBe(true);
    expect(isDisabled(screen.getByRole('checkbox', { name: 'Animate menus and notifications' }))).toBe(true);
    // Panel, wallpaper, font, theme, motion and keybinding.
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
