import { Type, type Static } from '@sinclair/typebox';
import { successOf } from './envelope';

/**
 * Dashboards of charts over the account's business data
 * (docs/features/dashboards.md). The browser names a widget and fills its filter; the server runs the widget's
 * named query with the filter's values as bound parameters. No SQL ever crosses the wire.
 */

/** How a widget shows its rows. A table also serves as every chart's accessible alternative. */
export const CHART_TYPES = ['bar', 'line', 'pie', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** Where a drill-down leads (docs/features/dashboards.md#on-the-server): another widget in place (the default), a dashboard, or a file. */
export const DRILL_TARGETS = ['widget', 'dashboard', 'file'] as const;
export type DrillTarget = (typeof DRILL_TARGETS)[number];

export const DASHBOARD_LIMITS = {
  /** The deepest drill-down a widget's metadata may ask for. */
  maxDepth: 10,
  /** Filter entries a data request may carry. */
  maxFilterEntries: 10,
  /** Characters of one filter value: far beyond any year, month, region or name. */
  maxFilterValueLength: 200,
  /** Rows a query answers at most (the orders behind one bar are paged by this). */
  maxRows: 500,
} as const;

/** The filter a drill-down sends: parameter name → value, as the `${key}` template filled them. */
export const FilterSchema = Type.Record(
  Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$' }),
  Type.String({ maxLength: DASHBOARD_LIMITS.maxFilterValueLength }),
  { maxProperties: DASHBOARD_LIMITS.maxFilterEntries },
);
export type Filter = Static<typeof FilterSchema>;

/**
 * The `drillDown` section of a widget's metadata (the spec's oxzion-meta block). `filter`,
 * `widgetTitle` and `widgetFooter` are templates: `${categoryX}` and the like are filled from the
 * clicked element's data context (valueX, valueY, dateX, dateY, categoryX, categoryY and the
 * open* variants) and from the filter in force (its parameter names).
 */
export const DrillDownSchema = Type.Object(
  {
    maxDepth: Type.Integer({ minimum: 1, maximum: DASHBOARD_LIMITS.maxDepth }),
    target: Type.Optional(Type.Union(DRILL_TARGETS.map((target) => Type.Literal(target)))),
    /** target widget: the widget that replaces this one. */
    nextWidgetId: Type.Optional(Type.String()),
    /** target dashboard: the dashboard that opens. */
    dashboardUuid: Type.Optional(Type.String()),
    filter: Type.Optional(Type.Record(Type.String(), Type.String())),
    widgetTitle: Type.Optional(Type.String()),
    widgetFooter: Type.Optional(Type.String()),
    dashboardTitle: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type DrillDown = Static<typeof DrillDownSchema>;

/** One column of a query's answer; `role` says which axis of a chart it feeds. */
export const ColumnSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  /** category: the x axis (names, months, years); value: a number (the y axis); date: an ISO date; file: a VFS file id; text: anything else. */
  role: Type.Union([Type.Literal('category'), Type.Literal('value'), Type.Literal('date'), Type.Literal('file'), Type.Literal('text')]),
});
export type Column = Static<typeof ColumnSchema>;

export const WidgetSpecSchema = Type.Object({
  uuid: Type.String(),
  title: Type.String(),
  footer: Type.String(),
  chart: Type.Union(CHART_TYPES.map((type) => Type.Literal(type))),
  /** The server's named query, for the reader; the browser never sends it back. */
  query: Type.String(),
  /** What the widget draws with no drill-down in force: its query's parameters at the top level. */
  filter: FilterSchema,
  meta: Type.Object({ drillDown: Type.Optional(DrillDownSchema) }),
});
export type WidgetSpec = Static<typeof WidgetSpecSchema>;

export const DashboardSummarySchema = Type.Object({ uuid: Type.String(), title: Type.String(), description: Type.String() });
export type DashboardSummary = Static<typeof DashboardSummarySchema>;

export const DashboardSchema = Type.Object({
  uuid: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** Columns of the grid the widgets fill, in order. */
  columns: Type.Integer({ minimum: 1, maximum: 4 }),
  widgets: Type.Array(WidgetSpecSchema),
});
export type Dashboard = Static<typeof DashboardSchema>;

export const WidgetDataBodySchema = Type.Object({ filter: Type.Optional(FilterSchema) }, { additionalProperties: false });
export type WidgetDataBody = Static<typeof WidgetDataBodySchema>;

export const WidgetDataSchema = Type.Object({
  columns: Type.Array(ColumnSchema),
  rows: Type.Array(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]))),
  /** The filter the query ran with, after the widget's own parameters were added. */
  filter: FilterSchema,
});
export type WidgetData = Static<typeof WidgetDataSchema>;

/** GET /api/v1/profile/user/{uuid} (docs/features/dashboards.md#on-the-server): what the user's home widget shows. */
export const HomeProfileSchema = Type.Union([
  Type.Object({ type: Type.Literal('html'), html: Type.String() }),
  Type.Object({ type: Type.Literal('dashboard'), dashboard_uuid: Type.String() }),
]);
export type HomeProfile = Static<typeof HomeProfileSchema>;

/** GET /api/v1/file/{id}/data (docs/features/dashboards.md#on-the-server): a VFS file by its id, for a file drill-down. */
export const FileDataSchema = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  path: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  modified: Type.String(),
});
export type FileData = Static<typeof FileDataSchema>;

export const DashboardListAnswer = successOf(Type.Array(DashboardSummarySchema));
export const DashboardAnswer = successOf(DashboardSchema);
export const WidgetAnswer = successOf(WidgetSpecSchema);
export const WidgetDataAnswer = successOf(WidgetDataSchema);
export const HomeProfileAnswer = successOf(HomeProfileSchema);
export const FileDataAnswer = successOf(FileDataSchema);

/** Refusals, word for word what the widget shows. */
export const DASHBOARD_MESSAGES = {
  dashboardNotFound: 'There is no such dashboard in this account',
  widgetNotFound: 'There is no such widget in this account',
  fileNotFound: 'There is no such file',
  profileNotFound: 'There is no such user in this account',
  unknownParameter: (query: string, name: string, known: readonly string[]) =>
    `The query ${query} has no parameter ${name}${known.length > 0 ? ` (it takes ${known.join(', ')})` : ' (it takes none)'}`,
  missingParameter: (query: string, name: string) => `The query ${query} needs the parameter ${name}`,
  badValue: (name: string, expected: string, value: string) => `${name} must be ${expected}, not "${value}"`,
} as const;
