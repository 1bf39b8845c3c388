/** The action names of drill-down messages (docs/features/dashboards.md#in-the-browser). */
export const DRILL_ACTIONS = { drillDown: 'oxzion-widget-drillDown', rollUp: 'oxzion-widget-rollUp' } as const;

/**
 * A drill-down or roll-up message (docs/features/dashboards.md#in-the-browser): which
 * widget element, and for a drill-down where it leads and with what filter and titles. Values
 * are filled already: no `${key}` is left in them.
 *
 * @example
 * ```ts
 * ctx.bus.emit('dashboards/drill-requested', { action: 'oxzion-widget-drillDown', target: 'dashboard', dashboardUuid, filter: { category: 'Software' } });
 * ```
 */
export interface DrillMessage {
  /** oxzion-widget-drillDown or oxzion-widget-rollUp. */
  action: (typeof DRILL_ACTIONS)[keyof typeof DRILL_ACTIONS];
  /** The widget element on the page (its DOM id) that drills or rolls up; none to open a dashboard or a file. */
  elementId?: string;
  /** The widget shown in that element before the drill-down. */
  widgetId?: string;
  /** widget (the default), dashboard or file. */
  target?: string;
  /** The widget a widget target shows next. */
  nextWidgetId?: string;
  /** The filter the next level runs with: parameter name to value. */
  filter?: Readonly<Record<string, string>>;
  /** The next level's title. */
  widgetTitle?: string;
  /** The next level's footer. */
  widgetFooter?: string;
  /** The title of the dashboard a dashboard target opens. */
  dashboardTitle?: string;
  /** The dashboard a dashboard target opens (the spec's `dashboard-uuid`). */
  dashboardUuid?: string;
  /** The file a file target opens, by its id. */
  fileId?: string;
}

// The dashboards' events, declared through the SDK's general mechanism: whoever imports these
// types reaches them on `ctx.bus` by name, typed. A third party writes `declare module '@atrium/sdk'`.
declare module '../../sdk' {
  interface PluginEventMap {
    /**
     * Someone asks for a drill-down or roll-up (a drill-down link, an app, a plugin): of the
     * dashboard widget whose element is `elementId`, or, with a dashboard or file target, the
     * opening of that dashboard or file. The Dashboard plugin carries it out.
     */
    'dashboards/drill-requested': DrillMessage;
    /** A dashboard widget drilled down or rolled up, or opened the dashboard or file it leads to. */
    'dashboards/drilled': DrillMessage;
  }
}
