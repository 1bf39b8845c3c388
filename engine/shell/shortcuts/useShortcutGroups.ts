import { useEffect, useMemo, useState } from 'react';
import type { KeybindingEntry } from '../../extensions';
import { useTranslation } from '../../i18n';
import { chordParts, keyboardPlatform, type KeyNames } from './chordParts';
import { FIXED_KEYS } from './constants';
import { readLayoutMap } from './layoutMap';
import { shortcutGroups, type ShortcutGroup } from './shortcutRows';

/** What the browser says the platform is: userAgentData's where there is one, else the user agent. */
function browserPlatform(): string {
  const withData = navigator as Navigator & { userAgentData?: { platform: string } };
  return withData.userAgentData?.platform ?? navigator.userAgent;
}

export interface ShortcutGroups {
  /** The bindings and the fixed keys by group, as the shortcut sheet lists them. */
  groups: readonly ShortcutGroup[];
  /** A chord's keys as shown: the platform's modifier names, the key in the user's layout. */
  keys: (chord: string) => readonly string[];
}

/**
 * The shortcut sheet's list in the language shown, for the sheet and for Preferences' editor. The
 * keyboard layout is read when the caller mounts: the user may have switched layouts since.
 */
export function useShortcutGroups(entries: readonly KeybindingEntry[]): ShortcutGroups {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<ReadonlyMap<string, string> | null>(null);

  useEffect(() => {
    let current = true;
    void readLayoutMap(navigator).then((map) => current && setLayout(map));
    return () => {
      current = false;
    };
  }, []);

  const keys = useMemo(() => {
    const platform = keyboardPlatform(browserPlatform());
    const names: KeyNames = {
      ctrl: t('shortcuts.keys.ctrl'),
      alt: t('shortcuts.keys.alt'),
      shift: t('shortcuts.keys.shift'),
      meta: platform === 'windows' ? t('shortcuts.keys.win') : t('shortcuts.keys.super'),
      space: t('shortcuts.keys.space'),
    };
    return (chord: string) => chordParts(chord, platform, layout, names);
  }, [layout, t]);

  const groups = useMemo(() => {
    const fixed = FIXED_KEYS.map(({ id, chord, group }) => ({ id: `fixed.${id}`, description: t(`shortcuts.fixedKeys.${id}`), chord, group }));
    return shortcutGroups(entries, fixed, { groupLabel: (group) => t(`shortcuts.groups.${group}`), keys });
  }, [entries, keys, t]);

  return { groups, keys };
}
