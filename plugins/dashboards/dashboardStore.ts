import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Dashboard, FileData, Filter, WidgetData, WidgetSpec } from '../../server/contract';
import type { DashboardApi } from './dashboardApi';
import { DrillError } from './drillError';
import { DRILL_ACTIONS, type DrillMessage } from './events';
import { canDrillDown, currentEntry, drillDown, rollUp, type DrillEntry, type DrillStack } from './drillStack';
import { entryOf, planDrill } from './planDrill';
import { problemOf, type Problem } from './problem';

/** One widget of the dashboard: its element, its drill-down stack and what it shows. */
export interface Slot {
  /** The DOM id of its element, unique on the page; drill-down messages name it. */
  elementId: string;
  stack: DrillStack;
  /** The widget of the level shown. */
  spec: WidgetSpec;
  /** The level's rows; the last level's while the next loads. */
  data: WidgetData | null;
  loading: boolean;
  problem: Problem | null;
  /** Shows its data as a table instead of the chart. */
  table: boolean;
}

export interface DashboardState {
  dashboard: Dashboard | null;
  /** The dashboard's title as opened: a dashboard drill-down's `dashboardTitle`, else its own. */
  title: string;
  loading: boolean;
  problem: Problem | null;
  slots: readonly Slot[];
  /** The server was still seeding the demo's data when the dashboard loaded: its figures are partial until then. */
  preparing: boolean;
}

export interface DashboardActions {
  load(): Promise<void>;
  /** While preparing: asks the server again, and once it is done, reads every widget's rows again. */
  checkPrepared(): Promise<void>;
  /** A click (or Enter) on a chart element: drills down with its data context. */
  drill(elementId: string, context: Readonly<Record<string, string>>): Promise<void>;
  /** Pops the last bound level of the widget (its Back button). */
  rollUp(elementId: string): Promise<void>;
  /** Carries out a message from the bus (a link, an app, a plugin) for one of this dashboard's widgets. */
  apply(message: DrillMessage): Promise<void>;
  toggleTable(elementId: string): void;
}

export type DashboardStore = StoreApi<DashboardState & DashboardActions>;

/** Where the dashboard's drill-downs lead outside it, and who hears of them. */
export interface DashboardHost {
  api: DashboardApi;
  /** Opens a dashboard a drill-down leads to. */
  openDashboard(target: { uuid: string; filter: Filter; title: string | null }): void;
  /** Opens a file a drill-down leads to, in its application. */
  openFile(file: FileData): void;
  /** Tells the bus what this dashboard did (`dashboards/drilled`). */
  report(message: DrillMessage): void;
}

export interface DashboardOpening {
  uuid: string;
  /** A dashboard drill-down's filter: every widget runs with it over its own. */
  filter?: Filter;
  title?: string | null;
  /** Makes the widgets' element ids unique on the page. */
  idPrefix: string;
}

/**
 * The state of one open dashboard (docs/features/dashboards.md#in-the-browser): a drill-down stack per
 * widget, the widgets and rows each level shows, and the rules that change them. Widgets and
 * rows read once are kept, so a roll-up redraws without a request.
 */
export function createDashboardStore(host: DashboardHost, opening: DashboardOpening): DashboardStore {
  const specs = new Map<string, WidgetSpec>();
  const rows = new Map<string, Promise<WidgetData>>();
  const dataOf = (uuid: string, filter: Filter): Promise<WidgetData> => {
    const key = `${uuid}\u0000${JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)))}`;
    let read = rows.get(key);
    if (!read) {
      read = host.api.data(uuid, filter);
      rows.set(key, read);
      read.catch(() => rows.delete(key));
    }
    return read;
  };
  const specOf = async (uuid: string): Promise<WidgetSpec> => {
    const known = specs.get(uuid);
    if (known) return known;
    const spec = await host.api.widget(uuid);
    specs.set(uuid, spec);
    return spec;
  };
  const baseFilter = opening.filter ?? {};

  return createStore<DashboardState & DashboardActions>()((set, get) => {
    const slotOf = (elementId: string) => get().slots.find((slot) => slot.elementId === elementId);
    const update = (elementId: string, change: Partial<Slot> | ((slot: Slot) => Partial<Slot>)) =>
      set((state) => ({
        slots: state.slots.map((slot) => (slot.elementId === elementId ? { ...slot, ...(typeof change === 'function' ? change(slot) : change) } : slot)),
      }));
    // The answer of a level that is no longer shown (a quicker roll-up or drill-down) is dropped.
    const show = async (elementId: string, entry: DrillEntry, stack: DrillStack, spec: WidgetSpec) => {
      update(elementId, { loading: true, problem: null });
      try {
        const data = await dataOf(spec.uuid, entry.filter);
        if (slotOf(elementId)?.stack !== stack) return;
        update(elementId, { data, spec, loading: false });
      } catch (error) {
        if (slotOf(elementId)?.stack !== stack) return;
        update(elementId, { loading: false, problem: problemOf(error), spec });
      }
    };
    /** Shows the next widget in the slot; false when the drill-down did not happen. */
    const toWidget = async (slot: Slot, next: { nextWidgetId: string; filter: Filter; widgetTitle: string | null; widgetFooter: string | null }): Promise<boolean> => {
      update(slot.elementId, { loading: true, problem: null });
      const spec = await specOf(next.nextWidgetId);
      // Another drill-down or a roll-up moved the widget while the spec came: that one stands.
      if (slotOf(slot.elementId)?.stack !== slot.stack) return false;
      const stack = drillDown(slot.stack, entryOf(spec, next.filter, next, true));
      if (stack === slot.stack) {
        update(slot.elementId, { loading: false });
        return false;
      }
      update(slot.elementId, { stack });
      await show(slot.elementId, currentEntry(stack), stack, spec);
      return true;
    };
    const fail = (elementId: string, error: unknown) => update(elementId, { loading: false, problem: problemOf(error) });

    return {
      dashboard: null,
      title: opening.title ?? '',
      loading: true,
      problem: null,
      slots: [],
      preparing: false,

      async load() {
        set({ loading: true, problem: null });
        try {
          // A server that cannot say is taken to be done: the figures are shown as they are.
          const [dashboard, preparing] = await Promise.all([host.api.dashboard(opening.uuid), host.api.seeding().catch(() => false)]);
          for (const spec of dashboard.widgets) specs.set(spec.uuid, spec);
          const slots = dashboard.widgets.map((spec, index): Slot => {
            const entry = entryOf(spec, { ...spec.filter, ...baseFilter }, {}, false);
            return { elementId: `${opening.idPrefix}-w${index}`, stack: [entry], spec, data: null, loading: true, problem: null, table: false };
          });
          set({ dashboard, title: opening.title ?? dashboard.title, loading: false, slots, preparing });
          await Promise.all(slots.map((slot) => show(slot.elementId, currentEntry(slot.stack), slot.stack, slot.spec)));
        } catch (error) {
          set({ loading: false, problem: problemOf(error) });
        }
      },

      async checkPrepared() {
        if (!get().preparing || (await host.api.seeding().catch(() => true))) return;
        set({ preparing: false });
        // The rows read so far are of part of the orders.
        rows.clear();
        await Promise.all(get().slots.map((slot) => show(slot.elementId, currentEntry(slot.stack), slot.stack, slot.spec)));
      },

      async drill(elementId, context) {
        const slot = slotOf(elementId);
        if (!slot || slot.loading || !canDrillDown(slot.stack)) return;
        const top = currentEntry(slot.stack);
        try {
          const step = planDrill(slot.spec.meta.drillDown, top, context);
          const message: DrillMessage = { action: DRILL_ACTIONS.drillDown, elementId, widgetId: top.widgetId, target: step.target };
          switch (step.target) {
            case 'widget':
              if (await toWidget(slot, step)) host.report({ ...message, nextWidgetId: step.nextWidgetId, filter: step.filter, ...titles(step) });
              return;
            case 'dashboard':
              host.openDashboard({ uuid: step.dashboardUuid, filter: step.filter, title: step.dashboardTitle });
              host.report({ ...message, dashboardUuid: step.dashboardUuid, filter: step.filter, ...titles(step) });
              return;
            case 'file': {
              update(elementId, { loading: true, problem: null });
              const file = await host.api.file(step.fileId);
              update(elementId, { loading: false });
              host.openFile(file);
              host.report({ ...message, fileId: step.fileId });
              return;
            }
          }
        } catch (error) {
          fail(elementId, error);
        }
      },

      async rollUp(elementId) {
        const slot = slotOf(elementId);
        if (!slot) return;
        const stack = rollUp(slot.stack);
        if (stack === slot.stack) return;
        const top = currentEntry(stack);
        update(elementId, { stack, problem: null });
        try {
          await show(elementId, top, stack, await specOf(top.widgetId));
          host.report({ action: DRILL_ACTIONS.rollUp, elementId, widgetId: currentEntry(slot.stack).widgetId, filter: top.filter, widgetTitle: top.widgetTitle, widgetFooter: top.widgetFooter });
        } catch (error) {
          fail(elementId, error);
        }
      },

      async apply(message) {
        const slot = message.elementId === undefined ? undefined : slotOf(message.elementId);
        if (!slot) return;
        if (message.action === DRILL_ACTIONS.rollUp) return get().rollUp(slot.elementId);
        try {
          if ((message.target ?? 'widget') !== 'widget') throw new DrillError('unknownTarget');
          if (!message.nextWidgetId) throw new DrillError('noContext');
          if (!canDrillDown(slot.stack)) return;
          const next = { nextWidgetId: message.nextWidgetId, filter: message.filter ?? {}, widgetTitle: message.widgetTitle ?? null, widgetFooter: message.widgetFooter ?? null };
          if (await toWidget(slot, next)) host.report({ ...message, widgetId: currentEntry(slot.stack).widgetId });
        } catch (error) {
          fail(slot.elementId, error);
        }
      },

      toggleTable(elementId) {
        update(elementId, (slot) => ({ table: !slot.table }));
      },
    };
  });
}

function titles(step: { widgetTitle?: string | null; widgetFooter?: string | null; dashboardTitle?: string | null }): Partial<DrillMessage> {
  const read: { widgetTitle?: string; widgetFooter?: string; dashboardTitle?: string } = {};
  if (step.widgetTitle) read.widgetTitle = step.widgetTitle;
  if (step.widgetFooter) read.widgetFooter = step.widgetFooter;
  if (step.dashboardTitle) read.dashboardTitle = step.dashboardTitle;
  return read;
}
