import type { i18n as I18n } from 'i18next';

/** Per instance: what each string id read; emptied whenever a string could read differently. */
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

/**
 * What `translate` gives for the string `id`, remembered until the language or a table of `i18n`
 * changes. i18next's lookup costs about 10 µs a call, and every window's frame, app and title ask
 * for the same few strings: at 1,000 windows opened at once that was a fifth of the script.
 * `id` must name everything the translation depends on but the language and the tables.
 */
export function rememberString(i18n: I18n, id: string, translate: () => unknown): unknown {
  const strings = memoryOf(i18n);
  if (strings.has(id)) return strings.get(id);
  const translated = translate();
  strings.set(id, translated);
  return translated;
}
