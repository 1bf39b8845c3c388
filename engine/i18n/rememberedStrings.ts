import type { i18n as I18n } from 'i18next';

/** Per instance: what each string id read, and who hears that strings may read differently. */
interface Memory {
  strings: Map<string, unknown>;
  revision: number;
  listeners: Set<() => void>;
}

const memories = new WeakMap<I18n, Memory>();

/** The instance's memory, emptied (and its listeners told) whenever a string could read differently. */
function memoryOf(i18n: I18n): Memory {
  let memory = memories.get(i18n);
  if (!memory) {
    const fresh: Memory = { strings: new Map(), revision: 0, listeners: new Set() };
    const forget = () => {
      fresh.strings.clear();
      fresh.revision++;
      for (const listener of [...fresh.listeners]) listener();
    };
    i18n.on('languageChanged', forget);
    i18n.on('loaded', forget);
    i18n.store.on('added', forget);
    i18n.store.on('removed', forget);
    memories.set(i18n, (memory = fresh));
  }
  return memory;
}

/**
 * What `translate` gives for the string `id`, remembered until the language or a table of `i18n`
 * changes. i18next's lookup costs about 10 µs a call, and every window's frame, app and title ask
 * for the same few strings: at 1,000 windows opened at once that was a fifth of the script.
 * `id` must name everything the translation depends on but the language and the tables.
 */
export function rememberString(i18n: I18n, id: string, translate: () => unknown): unknown {
  const { strings } = memoryOf(i18n);
  if (strings.has(id)) return strings.get(id);
  const translated = translate();
  strings.set(id, translated);
  return translated;
}

/** Counts the changes after which `i18n`'s strings may read differently (a language, a table). */
export function textsRevision(i18n: I18n): number {
  return memoryOf(i18n).revision;
}

/** Calls `listener` after each change that `textsRevision` counts; returns the unsubscribe. */
export function onTextsChanged(i18n: I18n, listener: () => void): () => void {
  const { listeners } = memoryOf(i18n);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
