/** The app's package name, as the profile and launches name it. */
export const DASHBOARD_APP = 'Dashboard';
/** The home widget's registry key, as users' settings save it. */
export const HOME_WIDGET = 'home';
/** The attribute that marks a drill-down link, its value the message as JSON (docs/features/apps-and-plugins.md#links). */
export const DRILL_LINK_ATTRIBUTE = 'data-drilldown';
