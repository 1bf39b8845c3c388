import { useCallback } from 'react';
import { useTranslation } from '../../sdk';

/**
 * How the tray shows a tray item's title and its menu's labels: a text that is a key of the
 * translation tables (e.g. 'developer.killAll') is shown translated, in the current language;
 * any other text is shown as it is. Plugins have no translator outside React, so this lets a
 * plugin register translated tray items by key.
 */
export function useTrayText(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      const value: unknown = t(text, { defaultValue: text, nsSeparator: false, returnObjects: true, skipInterpolation: true });
      return typeof value === 'string' ? value : text;
    },
    [t],
  );
}
