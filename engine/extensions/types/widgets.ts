import type { Disposable, ReadableValue } from '../../core';
import type { WidgetDefinition } from '../../widgets';

/**
 * Desktop widget types the user can add.
 *
 * @example
 * ```ts
 * ctx.subscriptions.add(ctx.widgets.register(clock));
 * const names = ctx.widgets.types.get().map((widget) => widget.name);
 * ```
 */
export interface PluginWidgets {
  /** Adds a widget type; disposing the result removes it. */
  register(widget: WidgetDefinition): Disposable;
  /** Registered widget types, for the desktop's 'Add Widget' menu. */
  readonly types: ReadableValue<readonly WidgetDefinition[]>;
}
