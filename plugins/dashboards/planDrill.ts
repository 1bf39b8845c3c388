import type { DrillTarget, Filter, WidgetSpec } from '../../server/contract';
import { DrillError } from './drillError';
import type { DrillEntry } from './drillStack';
import { fillFilter, fillTemplate } from './fillTemplate';

/** What a click on a chart element asks for, worked out before anything is loaded. */
export type DrillStep =
  | { target: 'widget'; nextWidgetId: string; filter: Filter; widgetTitle: string | null; widgetFooter: string | null }
  | { target: 'dashboard'; dashboardUuid: string; filter: Filter; dashboardTitle: string | null }
  | { target: 'file'; fileId: string };

// Typed by the contract's targets: a target added there must be added here.
const TARGETS: Readonly<Record<DrillTarget, true>> = { widget: true, dashboard: true, file: true };
const isTarget = (value: unknown): value is DrillTarget => typeof value === 'string' && Object.hasOwn(TARGETS, value);

/**
 * A drill-down from the level shown (docs/features/dashboards.md#in-the-browser): the clicked element's
 * data context must hold something; the target must be one of widget, dashboard or file
 * ('Unknown drill down target' otherwise); the widget or dashboard it names must be given; each
 * `${key}` of the filter is filled from the context and the filter in force, and the titles from
 * the context and the new filter. A file target names the file by the filter's `file` value.
 */
export function planDrill(drillDown: WidgetSpec['meta']['drillDown'], current: Pick<DrillEntry, 'filter'>, context: Readonly<Record<string, string>>): DrillStep {
  if (!drillDown || Object.keys(context).length === 0) throw new DrillError('noContext');
  const target: unknown = drillDown.target ?? 'widget';
  if (!isTarget(target)) throw new DrillError('unknownTarget');
  const filter = fillFilter(drillDown.filter ?? {}, { ...current.filter, ...context });
  const titleValues = { ...context, ...filter };
  const title = (template: string | undefined) => (template === undefined ? null : fillTemplate(template, titleValues));
  switch (target) {
    case 'widget':
      if (!drillDown.nextWidgetId) throw new DrillError('noContext');
      return { target, nextWidgetId: drillDown.nextWidgetId, filter, widgetTitle: title(drillDown.widgetTitle), widgetFooter: title(drillDown.widgetFooter) };
    case 'dashboard':
      if (!drillDown.dashboardUuid) throw new DrillError('noContext');
      return { target, dashboardUuid: drillDown.dashboardUuid, filter, dashboardTitle: title(drillDown.dashboardTitle) };
    case 'file': {
      const fileId = filter.file;
      if (!fileId) throw new DrillError('missingValue', 'file');
      return { target, fileId };
    }
  }
}

/** The level a widget spec makes: its metadata's drill-down, the filter it runs with, and its titles. */
export function entryOf(spec: WidgetSpec, filter: Filter, titles: { widgetTitle?: string | null; widgetFooter?: string | null; dashboardTitle?: string }, isBound: boolean): DrillEntry {
  const drill = spec.meta.drillDown;
  return {
    widgetId: spec.uuid,
    nextWidgetId: drill?.nextWidgetId ?? null,
    target: drill?.target ?? 'widget',
    filter,
    widgetTitle: titles.widgetTitle ?? spec.title,
    widgetFooter: titles.widgetFooter ?? spec.footer,
    dashboardTitle: titles.dashboardTitle ?? '',
    isBound,
    maxDepth: drill?.maxDepth ?? 0,
  };
}
