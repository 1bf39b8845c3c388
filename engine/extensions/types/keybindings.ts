import type { DisplayText, Disposable, ReadableValue } from '../../core';

/**
 * A keyboard shortcut, e.g. 'Alt+A' (modifiers Ctrl, Alt, Shift, Meta; then a key). The shortcut
 * sheet (Ctrl+/) lists it with its `description`, under the title of the plugin that registered it.
 *
 * @example
 * ```ts
 * const binding: Keybinding = {
 *   id: 'acme.orders.open',
 *   key: 'Ctrl+Alt+O',
 *   description: ctx.i18n.localize('orders.shortcut.open'),
 *   run: () => void ctx.apps.launch('Orders'),
 * };
 * ```
 */
export interface Keybinding {
  /** Unique, e.g. 'atrium.appmenu.toggle'; settings may remap it by this id. */
  id: string;
  /** The default chord. */
  key: string;
  /** Runs when the chord is pressed. */
  run: () => void;
  /**
   * What the shortcut does, as the shortcut sheet shows it: a plain text, or a translated one
   * (`ctx.i18n.localize(key)`), which follows the language. Without it the sheet shows the id.
   */
  description?: DisplayText;
}

/**
 * Where the shortcut sheet lists a binding: one of the desktop's own groups, or the plugin that
 * registered it, under the plugin's title.
 */
export type KeybindingGroup = 'desktop' | 'windows' | 'workspaces' | { plugin: string; title: DisplayText };

/** One registered binding as the shortcut sheet shows it. */
export interface KeybindingEntry {
  id: string;
  /** The chord in effect: the user's or the site's override, else the default. */
  key: string;
  /** The chord the binding registered. */
  defaultKey: string;
  description: DisplayText | null;
  group: KeybindingGroup;
}

/**
 * Keyboard shortcuts: plugins register defaults, the user's settings may remap them. The shortcut
 * sheet lists them under the plugin's `title` (see {@link Plugin}).
 *
 * @example
 * ```ts
 * ctx.subscriptions.add(
 *   ctx.keybindings.register({ id: 'acme.orders.open', key: 'Ctrl+Alt+O', description: ctx.i18n.localize('orders.shortcut.open'), run: openOrders }),
 * );
 * const chord = ctx.keybindings.keyFor('acme.orders.open');
 * ```
 */
export interface PluginKeybindings {
  /** Adds a shortcut; disposing the result removes it. */
  register(binding: Keybinding): Disposable;
  /** The chord currently bound to `id` (the default, or the user's). */
  keyFor(id: string): string | null;
  /** Every binding of the desktop and its plugins with its chord in effect, as the shortcut sheet lists them (Preferences edits them). */
  readonly list: ReadableValue<readonly KeybindingEntry[]>;
}
