import type { ReactNode } from 'react';
import type { DisplayText, Disposable, ReadableValue } from '../../core';

/**
 * A small entry in the panel's tray: an icon button with a menu, or an action. Give a title that
 * follows the language (`ctx.i18n.localize(key)`) so that a language switch reaches it; menu
 * entries are asked for again when the language changes while the menu is open.
 *
 * @example
 * ```ts
 * ctx.i18n.addResources('en_EN', { sync: { title: 'Sync', now: 'Sync now' } });
 * ctx.i18n.addResources('de_DE', { sync: { title: 'Abgleich', now: 'Jetzt abgleichen' } });
 * const item: TrayItem = {
 *   id: 'acme.sync',
 *   title: ctx.i18n.localize('sync.title'),
 *   icon: null,
 *   menu: () => [{ label: ctx.i18n.t('sync.now'), run: () => void sync() }],
 * };
 * ctx.subscriptions.add(ctx.tray.register(item));
 * ```
 */
export interface TrayItem {
  /** Unique among tray items, e.g. 'acme.sync'. */
  id: string;
  /** The tooltip and accessible name: a string as given, or a value the tray follows (`ctx.i18n.localize`). */
  title: DisplayText;
  /** Image URL (or a value the tray follows, for an icon that shows a state), or null for the text's first letter. */
  icon: DisplayText | null;
  /** Lower first; default 0. */
  order?: number;
  /** Runs on click, unless `menu` or `popup` is given. */
  onClick?: () => void;
  /** Entries of the menu the click opens, computed when it opens and again when the language changes. */
  menu?: () => readonly TrayMenuEntry[];
  /**
   * What the click opens in a popup by the tray (instead of a menu or an action), rendered while
   * it is open: a view of its own, such as the notification history. `close` closes it and gives
   * the focus back to the tray button; a click outside and Escape close it too.
   */
  popup?: (close: () => void) => ReactNode;
}

/**
 * An entry of a tray item's menu.
 *
 * @example
 * ```ts
 * const entry: TrayMenuEntry = { label: 'Sync now', run: () => void sync(), disabled: offline };
 * ```
 */
export interface TrayMenuEntry {
  /** The text shown. */
  label: string;
  /** Runs when the entry is chosen; a heading with `children` needs none. */
  run?: () => void;
  /** Shown greyed out and not chosen. Default false. */
  disabled?: boolean;
  /** Nested entries shown indented under a heading (the developer menu's per-app actions). */
  children?: readonly TrayMenuEntry[];
}

/**
 * The panel's tray: small icon buttons with menus or actions.
 *
 * @example
 * ```ts
 * ctx.subscriptions.add(
 *   ctx.tray.register({ id: 'acme.help', title: 'Help', icon: null, onClick: () => void ctx.apps.launch('Help') }),
 * );
 * ```
 */
export interface PluginTray {
  /** Adds an item to the tray; disposing the result removes it. */
  register(item: TrayItem): Disposable;
  /** Every tray item, sorted; the tray's panel item renders them. */
  readonly items: ReadableValue<readonly TrayItem[]>;
}
