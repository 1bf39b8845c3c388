/** The app's package name, as the profile and launches name it. */
export const DASHBOARD_APP = 'Dashboard';
/** The home widget's registry key, as users' settings save it. */
export const HOME_WIDGET = 'home';
