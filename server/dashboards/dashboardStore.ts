import type { Kysely, Selectable } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import {
  CHART_TYPES,
  DrillDownSchema,
  FilterSchema,
  type ChartType,
  type Dashboard,
  type DashboardSummary,
  type Filter,
  type HomeProfile,
  type WidgetData,
  type WidgetSpec,
} from '../contract';
import type { Database, DashboardWidgetsTable } from '../db';
import { WELCOME_HTML } from './constants';
import { checkFilter, mergeFilters } from './parameters';
import { namedQuery } from './queries';

/** Whose: the user in the account their token names. */
export interface DashboardViewer {
  userId: string;
  accountId: string;
}

/** A widget's data: answered, a widget the account does not have, or a filter refused and why. */
export type DataOutcome = { kind: 'done'; value: WidgetData } | { kind: 'not-found' } | { kind: 'refused'; message: string };

export interface Dashboards {
  list(viewer: DashboardViewer): Promise<DashboardSummary[]>;
  dashboard(viewer: DashboardViewer, id: string): Promise<Dashboard | undefined>;
  widget(viewer: DashboardViewer, id: string): Promise<WidgetSpec | undefined>;
  /** Runs the widget's query with its own filter under `filter` (the request's values win). */
  data(viewer: DashboardViewer, id: string, filter: Filter | undefined): Promise<DataOutcome>;
  /** What the user's home widget shows in the account. */
  home(viewer: DashboardViewer): Promise<HomeProfile>;
}

export interface DashboardOptions {
  /** Quarter → the VFS id of its report in the viewer's account's shared drive, as the viewer sees it. */
  reports: (viewer: DashboardViewer) => Promise<ReadonlyMap<string, string>>;
  log: { warn(object: unknown, message: string): void };
}

type WidgetRow = Selectable<DashboardWidgetsTable>;

export function createDashboards(db: Kysely<Database>, { reports, log }: DashboardOptions): Dashboards {
  /**
   * The row as the wire shows it. What the database holds was checked when it was written; a row
   * changed by hand since loses only what no longer passes (its drill-down, its filter), with a
   * warning, rather than failing the dashboard it is on.
   */
  function present(row: WidgetRow): WidgetSpec {
    const filter = parsed(row.filter);
    const meta = parsed(row.meta);
    const drillDown = typeof meta === 'object' && meta !== null ? (meta as { drillDown?: unknown }).drillDown : undefined;
    const drillDownOk = drillDown === undefined || Value.Check(DrillDownSchema, drillDown);
    const filterOk = Value.Check(FilterSchema, filter);
    if (!drillDownOk || !filterOk) log.warn({ widget: row.id }, 'dashboards: a stored widget has a broken filter or drill-down; it is shown without it');
    return {
      uuid: row.id,
      title: row.title,
      footer: row.footer,
      chart: (CHART_TYPES as readonly string[]).includes(row.chart) ? (row.chart as ChartType) : 'table',
      query: row.query,
      filter: filterOk ? filter : {},
      meta: drillDownOk && drillDown !== undefined ? { drillDown } : {},
    };
  }

  function widgetRow(viewer: DashboardViewer, id: string) {
    return db.selectFrom('dashboard_widgets').selectAll().where('id', '=', id.toLowerCase()).where('account_id', '=', viewer.accountId).executeTakeFirst();
  }

  return {
    async list(viewer) {
      const rows = await db
        .selectFrom('dashboards')
        .select(['id', 'title', 'description'])
        .where('account_id', '=', viewer.accountId)
        .orderBy('is_default', 'desc')
        .orderBy('title')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ uuid: row.id, title: row.title, description: row.description }));
    },

    async dashboard(viewer, id) {
      const row = await db.selectFrom('dashboards').selectAll().where('id', '=', id.toLowerCase()).where('account_id', '=', viewer.accountId).executeTakeFirst();
      if (!row) return undefined;
      const order = parsed(row.widget_ids);
      const ids = Array.isArray(order) ? order.filter((each): each is string => typeof each === 'string') : [];
      const widgets =
        ids.length === 0 ? [] : await db.selectFrom('dashboard_widgets').selectAll().where('account_id', '=', viewer.accountId).where('id', 'in', ids).execute();
      const byId = new Map(widgets.map((widget) => [widget.id, widget]));
      return {
        uuid: row.id,
        title: row.title,
        description: row.description,
        columns: Math.min(Math.max(row.columns, 1), 4),
        widgets: ids.flatMap((each) => {
          const widget = byId.get(each);
          return widget ? [present(widget)] : [];
        }),
      };
    },

    async widget(viewer, id) {
      const row = await widgetRow(viewer, id);
      return row ? present(row) : undefined;
    },

    async data(viewer, id, requested) {
      const row = await widgetRow(viewer, id);
      if (!row) return { kind: 'not-found' };
      const widget = present(row);
      const query = namedQuery(widget.query);
      if (!query) {
        log.warn({ widget: row.id, query: widget.query }, 'dashboards: a stored widget names no known query');
        return { kind: 'not-found' };
      }
      const filter = mergeFilters(widget.filter, requested);
      const checked = checkFilter(query.name, query.parameters, filter);
      if (checked.kind === 'refused') return checked;
      const rows = checked.matchesNothing ? [] : await query.run(db, { accountId: viewer.accountId, values: checked.values, reports: () => reports(viewer) });
      return { kind: 'done', value: { columns: [...query.columns], rows, filter } };
    },

    async home(viewer) {
      const profile = await db
        .selectFrom('home_profiles')
        .select(['type', 'html', 'dashboard_id'])
        .where('user_id', '=', viewer.userId)
        .where('account_id', '=', viewer.accountId)
        .executeTakeFirst();
      if (profile?.type === 'html' && profile.html !== null) return { type: 'html', html: profile.html };
      if (profile?.type === 'dashboard' && profile.dashboard_id !== null) return { type: 'dashboard', dashboard_uuid: profile.dashboard_id };
      const fallback = await db.selectFrom('dashboards').select('id').where('account_id', '=', viewer.accountId).where('is_default', '=', 1).orderBy('id').executeTakeFirst();
      return fallback ? { type: 'dashboard', dashboard_uuid: fallback.id } : { type: 'html', html: WELCOME_HTML };
    },
  };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
