import { effectiveTheme, type ThemeName } from '../../chrome';
import { DisposableStore, writableValue, type Disposable, type ReadableValue } from '../../core';
import type { SettingsService } from '../../settings';
import { activeTheme, type ActiveTheme } from '../../theme';
import { rememberedTheme, rememberTheme, type ThemeStorage } from './rememberedTheme';

/** What decides the theme the desktop shows. */
export interface ThemeSources {
  /** The user's settings: `desktop.theme` is their choice, once they are loaded. */
  settings: Pick<SettingsService, 'watch' | 'loadState'>;
  /** The account's theme preference, which forces a theme when it names one other than standard. */
  accountTheme: ReadableValue<string | null | undefined>;
  /** Whether the system asks for a dark look: what the `system` choice follows. */
  systemDark: ReadableValue<boolean>;
  /** Where the theme is remembered for the next first paint (rememberedTheme.ts); null for nowhere. */
  storage: ThemeStorage | null;
}

/** The theme the desktop shows, for the shell's views and for plugins (`ctx.theme`). */
export interface ThemeService extends Disposable {
  /** The theme shown now: the same object while it stays. */
  readonly current: ReadableValue<ActiveTheme>;
}

/**
 * The theme the desktop shows (docs/features/theming.md#the-first-paint): the account's when it
 * forces one, else the user's choice, where `system` follows the system's light or dark. Until the
 * user's settings are loaded, the theme remembered from the last desktop stands in for their
 * choice, so the desktop does not flash the system's look before it shows theirs. Once they are,
 * the theme is remembered when it does not depend on the system, and forgotten when it does.
 */
export function createThemeService({ settings, accountTheme, systemDark, storage }: ThemeSources): ThemeService {
  const owned = new DisposableStore();
  let remembered = rememberedTheme(storage);
  const desktop = settings.watch('desktop');

  const shown = (): ThemeName => {
    const loaded = settings.loadState.get() === 'loaded';
    const choice = loaded ? desktop.get().theme : (remembered ?? desktop.get().theme);
    const account = accountTheme.get();
    const name = effectiveTheme(account, choice, systemDark.get());
    if (loaded) {
      const fixed = effectiveTheme(account, choice, false) === effectiveTheme(account, choice, true) ? name : null;
      if (fixed !== remembered) rememberTheme(fixed, storage);
      remembered = fixed;
    }
    return name;
  };

  const current = writableValue(activeTheme(shown()));
  const update = () => current.set(activeTheme(shown()));
  owned.add(desktop.subscribe(update));
  owned.add(settings.loadState.subscribe(update));
  owned.add(accountTheme.subscribe(update));
  owned.add(systemDark.subscribe(update));
  return { current, dispose: () => owned.dispose() };
}
