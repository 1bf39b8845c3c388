import type { Disposable } from '../../core';
import type { DialogService } from '../../dialogs';

/**
 * The dialogs as a plugin sees them: what it registers is removed when the plugin goes.
 *
 * @example
 * ```ts
 * const { reason, value } = await ctx.dialogs.show('confirm', { message: 'Delete the order?' });
 * if (reason === 'ok' && value) deleteOrder();
 * ```
 */
export interface PluginDialogs {
  /** Opens dialog `name`; the callback fires once with how it closed and its answer. */
  open: DialogService['open'];
  /** Opens dialog `name` and settles with `{ reason, value }` when it closes. */
  show: DialogService['show'];
  /** Opens a progress dialog the plugin moves and closes. */
  progress: DialogService['progress'];
  /** Adds a kind of dialog; disposing the result (or the plugin) removes it. */
  register: (...args: Parameters<DialogService['register']>) => Disposable;
}
