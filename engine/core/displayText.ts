import { useValue } from './useValue';
import { toDisposable } from './lifecycle';
import type { ReadableValue } from './readableValue';

/**
 * A text the desktop shows for something a plugin registers (a tray item's title, a window's
 * title, …): a plain string, shown as given, or a value that changes, such as the plugin's
 * `ctx.i18n.localize(key)`, which the desktop follows, so a language switch reaches it at once.
 *
 * @example
 * ```ts
 * const fixed: DisplayText = 'Acme';
 * const translated: DisplayText = ctx.i18n.localize('sync.title');
 * ctx.subscriptions.add(ctx.tray.register({ id: 'acme.sync', title: translated, icon: null, onClick: sync }));
 * ```
 */
export type DisplayText = string | ReadableValue<string>;

/** The text `text` shows now. */
export function readText(text: DisplayText): string {
  return typeof text === 'string' ? text : text.get();
}

/**
 * The current text of `text`, re-rendering when it changes (when it is a value, not a string).
 * @param text - A string, or a value such as `ctx.i18n.localize(key)`.
 * @returns What it reads now.
 *
 * @example
 * ```tsx
 * function Title({ item }: { item: TrayItem }) {
 *   return <span>{useText(item.title)}</span>;
 * }
 * ```
 */
export function useText(text: DisplayText): string {
  const source = typeof text === 'string' ? STATIC : text;
  const current = useValue(source);
  return typeof text === 'string' ? text : current;
}

/** What useText follows for a plain string: nothing that changes (hooks run the same each render). */
const STATIC: ReadableValue<string> = { get: () => '', subscribe: () => toDisposable(() => {}) };
