import type { Disposable, ReadableValue } from '../../core';

/**
 * Translations for a plugin: its own strings, added per language, and the shell's. Keys are
 * looked up among the plugin's strings first, then the shell's; a missing key shows as itself.
 * `t` answers in the language current when called; for text the desktop keeps showing (a tray
 * item's title, a window's title) use `localize`, which follows a language switch.
 *
 * @example
 * ```ts
 * ctx.i18n.addResources('en_EN', { greeting: 'Hello, {{name}}!', title: 'Greeter' });
 * ctx.i18n.addResources('de_DE', { greeting: 'Hallo, {{name}}!', title: 'Begrüßung' });
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
   * Adds the plugin's strings for a language (e.g. 'en_EN'), nested objects allowed. React
   * content reads them with `useTranslation(ctx.id)`. Disposing the result (or the plugin) removes them.
   */
  addResources(locale: string, resources: Readonly<Record<string, unknown>>): Disposable;
}
