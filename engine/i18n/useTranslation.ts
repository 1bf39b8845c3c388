import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { rememberString } from './rememberedStrings';

/** What i18next's fixed `t` carries about what it is fixed to. */
type FixedT = TFunction & { lng?: string | null; ns?: string | readonly string[]; keyPrefix?: string };

function useRememberingTranslation(...args: Parameters<typeof useI18nextTranslation>) {
  const { t, i18n, ready } = useI18nextTranslation(...args);
  return useMemo(() => {
    const fixed = t as unknown as FixedT;
    const translate = t as unknown as (...given: unknown[]) => unknown;
    const scope = `${fixed.lng ?? i18n.language}\u0000${String(fixed.ns ?? '')}\u0000${fixed.keyPrefix ?? ''}\u0000`;
    const remembering = (...call: unknown[]) => {
      const key = call[0];
      if (call.length !== 1 || typeof key !== 'string') return translate(...call);
      return rememberString(i18n, scope + key, () => translate(key));
    };
    return Object.assign([remembering, i18n, ready], { t: remembering, i18n, ready });
  }, [t, i18n, ready]);
}

/**
 * react-i18next's `useTranslation`, whose `t` remembers what a plain key (one string, no
 * options) translated to until the language or a table changes, for every component at once.
 * Every window's frame and app ask for the same labels (see `rememberString`). Calls with
 * options (interpolation, plurals) go to i18next each time.
 * @example
 * ```tsx
 * const { t } = useTranslation();
 * return <button type="button">{t('window.close')}</button>;
 * ```
 */
export const useTranslation = useRememberingTranslation as unknown as typeof useI18nextTranslation;
