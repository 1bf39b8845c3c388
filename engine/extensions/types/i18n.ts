import type { Disposable, ReadableValue } from '../../core';
import type { LocaleTables } from '../../i18n';

/**
 * Translations for a plugin: its own strings and the shell's. Keys are looked up among the
 * plugin's strings first, then the shell's; a missing key shows as itself. `t` answers in the
 * language current when called; for text the desktop keeps showing (a tray item's title, a
 * window's title) use `localize`, which follows a language switch.
 *
 * @example
 * ```ts
 * // In activate(ctx); STRINGS are the plugin's tables, one file per locale (see LocaleTables).
 * ctx.subscriptions.add(ctx.i18n.registerStrings(STRINGS));
 * const text = ctx.i18n.t('greeting', { name: 'Ada' });
 * ctx.subscriptions.add(ctx.tray.register({ id: 'acme.greeter', title: ctx.i18n.localize('title'), icon: null }));
 * ```
 */
export interface PluginI18n {
  /** The text for `key` in the current language, with `{{name}}` placeholders filled from `values`. */
  t: (key: string, values?: Record<string, unknown>) => string;
  /**
   * The text for `key` as a value that follows the language: it reads as `t(key, values)` does
   * now, and tells its subscribers the new text when the language changes (or when the plugin
   * adds strings). Registrations that take a {@link DisplayText} follow it.
   *
   * @param key - the key, among the plugin's strings first, then the shell's
   * @param values - what fills the `{{name}}` placeholders
   * @returns the text in the current language, changing with it
   * @example
   * ```ts
   * const title = ctx.i18n.localize('sandbox.title', { index: 1 });
   * app.openWindow({ id: 'main', title, content: <Sandbox /> });
   * ```
   */
  localize(key: string, values?: Record<string, unknown>): ReadableValue<string>;
  /**
   * Registers the plugin's strings, one table per locale (see {@link LocaleTables}): English at
   * once, and the language the desktop shows fetched before the plugin counts as activated; a
   * language the user switches to later is fetched before the desktop switches. They are the
   * namespace `ctx.id`: React content reads them with `useTranslation(ctx.id)`, or with
   * `useTranslation()` after the shell's keys. Disposing the result (or the plugin) removes them.
   *
   * @param strings - the plugin's tables; TypeScript refuses a locale whose keys differ from English's
   * @returns the registration
   * @example
   * ```ts
   * ctx.subscriptions.add(ctx.i18n.registerStrings(STRINGS));
   * ```
   */
  registerStrings<T extends object>(strings: LocaleTables<T>): Disposable;
  /**
   * Adds the plugin's strings for one language (e.g. 'en_EN'), nested objects allowed, in the
   * namespace `ctx.id`. Prefer {@link PluginI18n.registerStrings}, which fetches only the language
   * shown. Disposing the result (or the plugin) removes them.
   */
  addResources(locale: string, resources: Readonly<Record<string, unknown>>): Disposable;
}
