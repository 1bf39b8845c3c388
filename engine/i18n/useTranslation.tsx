import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getI18n, I18nextProvider, type useTranslation as useI18nextTranslation } from 'react-i18next';
import { onTextsChanged, rememberString, textsRevision } from './rememberedStrings';
import { translateValues } from './rememberedTemplates';

interface Texts {
  i18n: I18n;
  /** A new value after each language or table change, so that every reader renders again. */
  revision: number;
}

const TextsContext = createContext<Texts | null>(null);

/**
 * Gives `i18n` to everything below it: Atrium's `useTranslation`, and react-i18next's for code
 * that uses it directly. One subscription to i18next for the whole tree: its readers render
 * again when the language or a table changes.
 */
export function TranslationProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const subscribe = useCallback((listener: () => void) => onTextsChanged(i18n, listener), [i18n]);
  const revision = useSyncExternalStore(subscribe, () => textsRevision(i18n));
  const texts = useMemo(() => ({ i18n, revision }), [i18n, revision]);
  return (
    <I18nextProvider i18n={i18n}>
      <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>
    </I18nextProvider>
  );
}

type Namespaces = string | readonly string[] | undefined;

const isValues = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Options {
  keyPrefix?: string;
  lng?: string;
  i18n?: I18n;
}

/** `t` for these namespaces, prefix and language, remembering plain keys (see `rememberString`). */
function translation(i18n: I18n, ns: Namespaces, keyPrefix: string | undefined, lng: string | undefined) {
  const fixed = i18n.getFixedT(lng ?? null, (ns ?? null) as string | null, keyPrefix) as unknown as (...given: unknown[]) => unknown;
  const scope = `${lng ?? i18n.language}\u0000${String(ns ?? '')}\u0000${keyPrefix ?? ''}\u0000`;
  // This `t` is remembered until the texts change, so what its plain keys read can be kept with
  // it: no id to build per call (a string concatenation each: 19 MB of garbage opening 10,000
  // windows). A `t` kept past a change (in a closure) asks the shared memory again.
  const revision = textsRevision(i18n);
  const plain = new Map<string, unknown>();
  const t = (...call: unknown[]) => {
    // Read by index: destructuring an array walks an iterator, garbage on every call.
    const key = call[0];
    const values = call[1];
    if (typeof key !== 'string') return fixed(...call);
    if (call.length === 1) {
      if (textsRevision(i18n) !== revision) return rememberString(i18n, scope + key, () => fixed(key));
      if (plain.has(key)) return plain.get(key);
      const translated = fixed(key);
      plain.set(key, translated);
      return translated;
    }
    // Values to put in (a window's number): the lookup is remembered, the interpolation is not.
    if (call.length === 2 && lng === undefined && keyPrefix === undefined && isValues(values)) {
      return translateValues(i18n, 'useTranslation', key, ns, values, () => fixed(...call));
    }
    return fixed(...call);
  };
  const ready = i18n.isInitialized;
  return Object.assign([t as unknown as TFunction, i18n, ready] as const, { t: t as unknown as TFunction, i18n, ready });
}

function useAtriumTranslation(ns?: Namespaces, options: Options = {}) {
  const texts = useContext(TextsContext);
  const i18n = options.i18n ?? texts?.i18n ?? getI18n();
  const { keyPrefix, lng } = options;
  // Remembered like a string, so it is the same `t` until the texts change: no hook of its own.
  const id = `\u0001useTranslation\u0000${lng ?? ''}\u0000${String(ns ?? '')}\u0000${keyPrefix ?? ''}`;
  return rememberString(i18n, id, () => translation(i18n, ns, keyPrefix, lng)) as ReturnType<typeof translation>;
}

/**
 * react-i18next's `useTranslation`, read from the `TranslationProvider` above instead of
 * subscribing each component to i18next: a component that calls it keeps no hook, effect or
 * listener of its own (every window frame and app calls it, and at 10,000 windows react-i18next's
 * seven hooks and its listener per call were MBs and a subscription per window). Its `t`
 * remembers what a plain key (one string, no options) translated to until the language or a
 * table changes, for every component at once; a call with values to interpolate looks its key
 * up once as well (see `translateValues`); other options go to i18next each time. It
 * does not suspend: Atrium loads a language's table before it switches to it. Outside a
 * provider it reads react-i18next's global instance and does not follow language changes.
 * @example
 * ```tsx
 * const { t } = useTranslation();
 * return <button type="button">{t('window.close')}</button>;
 * ```
 */
export const useTranslation = useAtriumTranslation as unknown as typeof useI18nextTranslation;
