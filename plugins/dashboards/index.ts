/**
 * Dashboards of charts with drill-down and roll-up (docs/features/dashboards.md#in-the-browser): the
 * drill-down rules, a dashboard's store, its views, the home widget, the router of the bus's
 * drill-down requests, and the dashboards' events (`dashboards/drill-requested`,
 * `dashboards/drilled`), declared in the SDK's PluginEventMap: importing these types gives them
 * to `ctx.bus.on`/`emit`. Not a plugin: the Dashboard app (apps/dashboard) registers them.
 */
import './dashboards.css';

export type { DashboardApi } from './dashboardApi';
export type { DashboardHost, DashboardOpening, DashboardStore, Slot } from './dashboardStore';
export type { DrillEntry, DrillStack } from './drillStack';
export type { DrillErrorCode } from './drillError';
export type { DrillRouter, DrillRouterHost } from './drillRouter';
export type { DrillMessage } from './events';
export type { DrillStep } from './planDrill';
export type { HomeWidgetDeps } from './HomeWidget';
export type { Problem } from './problem';
export { axesOf, chartOption, describeChart } from './chartOption';
export { createDashboardApi } from './dashboardApi';
export { createDashboardStore } from './dashboardStore';
export { DashboardView } from './DashboardView';
export { DRILL_ACTIONS } from './events';
export { dataContext } from './dataContext';
export { DrillError } from './drillError';
export { createDrillRouter } from './drillRouter';
export { drillLinkMessage } from './drillLink';
export { canDrillDown, currentEntry, depthOf, drillDown, isDrilledDown, rollUp } from './drillStack';
export { fillFilter, fillTemplate } from './fillTemplate';
export { HomeWidget } from './HomeWidget';
export { entryOf, planDrill } from './planDrill';
export { useProblemText } from './WidgetCard';
export { sanitizeHome } from './sanitizeHome';
export { DASHBOARD_STRINGS } from './strings';
