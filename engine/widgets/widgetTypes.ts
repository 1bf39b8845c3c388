import { createRegistry, type Registry } from '../core';
import type { WidgetDefinition } from './definition';

/** docs/features/widgets.md: what is logged when a widget type is registered again. */
export const WIDGET_OVERWRITE_WARNING = 'Overwriting previously registered widget item';

/**
 * The registered widget types, by name. Registering a name in use logs WIDGET_OVERWRITE_WARNING
 * and replaces the earlier type: the widgets of that name are drawn by the new one.
 */
export function createWidgetTypes(log: Pick<Console, 'warn'>): Registry<WidgetDefinition> {
  return createRegistry<WidgetDefinition>(
    'widget',
    (widget) => widget.name,
    () => 0,
    () => log.warn(WIDGET_OVERWRITE_WARNING),
  );
}
