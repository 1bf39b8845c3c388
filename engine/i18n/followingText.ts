import type { i18n as I18n } from 'i18next';
import { toDisposable, type ReadableValue } from '../core';
import { onTextsChanged, textsRevision } from './rememberedStrings';

/**
 * The text of `read` as a value that follows i18next: a language switch, or strings added. It is
 * read once per change of the texts, however often it is asked: an app's title is asked three
 * times for each window it opens.
 *
 * @example
 * ```ts
 * const description = followingText(i18n, () => i18n.t('snap.left', { ns: 'overlay' }));
 * ```
 */
export function followingText(i18n: I18n, read: () => string): ReadableValue<string> {
  let known: { revision: number; text: string } | null = null;
  const get = () => {
    const revision = textsRevision(i18n);
    if (known?.revision !== revision) known = { revision, text: read() };
    return known.text;
  };
  return {
    get,
    subscribe(listener) {
      let last = get();
      return toDisposable(
        onTextsChanged(i18n, () => {
          const next = get();
          if (next === last) return;
          last = next;
          listener(next);
        }),
      );
    },
  };
}
