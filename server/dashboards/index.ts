export type { DashboardOptions, Dashboards, DashboardViewer, DataOutcome } from './dashboardStore';
export type { CheckedFilter, Parameter, ParameterKind } from './parameters';
export type { NamedQuery, QueryScope, Row } from './queries';
export { REPORTS_FOLDER, reportName, quarterOfReport, WELCOME_HTML } from './constants';
export { createDashboards } from './dashboardStore';
export { checkFilter, mergeFilters } from './parameters';
export { namedQuery, QUERY_NAMES } from './queries';
export { reportsInVfs } from './reports';
