import type { i18n as I18n, TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';

/** Per instance: what each plain key read, by language, namespaces and key prefix; emptied when a string could read differently. */
const remembered = new WeakMap<I18n, Map<string, unknown>>();

function memoryOf(i18n: I18n): Map<string, unknown> {
  let strings = remembered.get(i18n);
  if (!strings) {
    const fresh = new Map<string, unknown>();
    const forget = () => fresh.clear();
    i18n.on('languageChanged', forget);
    i18n.on('loaded', forget);
    i18n.store.on('added', forget);
    i18n.store.on('removed', forget);
    remembered.set(i18n, (strings = fresh));
  }
  return strings;
}

/** What i18next's fixed `t` carries about what it is fixed to. */
type FixedT = TFunction & { lng?: string | null; ns?: string | readonly string[]; keyPrefix?: string };

function useRememberingTranslation(...args: Parameters<typeof useI18nextTranslation>) {
  const { t, i18n, ready } = useI18nextTranslation(...args);
  return useMemo(() => {
    const strings = memoryOf(i18n);
    const fixed = t as unknown as FixedT;
    const translate = t as unknown as (...given: unknown[]) => unknown;
    const scope = `${fixed.lng ?? i18n.language}\u0000${String(fixed.ns ?? '')}\u0000${fixed.keyPrefix ?? ''}\u0000`;
    const remembering = (...call: unknown[]) => {
      const key = call[0];
      if (call.length !== 1 || typeof key !== 'string') return translate(...call);
      const id = scope + key;
      if (strings.has(id)) return strings.get(id);
      const translated = translate(key);
      strings.set(id, translated);
      return translated;
    };
    return Object.assign([remembering, i18n, ready], { t: remembering, i18n, ready });
  }, [t, i18n, ready]);
}

/**
 * react-i18next's `useTranslation`, whose `t` remembers what a plain key (one string, no
 * options) translated to until the language or a table changes, for every component at once.
 * Every window's frame and app ask for the same labels: at 1,000 windows opened at once
 * i18next's lookups (about 10 µs a call) were 180 ms of the 340 ms of script. Calls with options
 * (interpolation, plurals) go to i18next each time.
 * @example
 * ```tsx
 * const { t } = useTranslation();
 * return <button type="button">{t('window.close')}</button>;
 * ```
 */
export const useTranslation = useRememberingTranslation as unknown as typeof useI18nextTranslation;
