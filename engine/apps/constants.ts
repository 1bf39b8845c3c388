/** Autostart begins this long after the desktop started (docs/features/apps-and-plugins.md#launching). */
export const AUTOSTART_DELAY_MS = 1000;
/** Autostart apps with a precedence launch this far apart, in ascending order. */
export const AUTOSTART_STEP_MS = 750;
/** The session is saved this long after the last change, so a drag saves once. */
export const SESSION_SAVE_DEBOUNCE_MS = 500;
/**
 * What the server stores of a session at most (its SESSION_LIMITS; a test keeps the two equal):
 * a desktop beyond them saves its newest applications and their newest windows.
 */
export const SESSION_MAX_APPS = 200;
export const SESSION_MAX_WINDOWS_PER_APP = 500;
/** The profile's app `type` for data-defined apps, which the Viewer application opens. */
export const VIEWER_APP_TYPE = 2;
/** The package that opens data-defined apps. */
export const VIEWER_APP = 'Viewer';
/** The file manager: folders open in it, launched with `args.path`. */
export const FILES_APP = 'Files';
/** Where apps of an unknown category are listed. */
export const OTHER_CATEGORY = 'other';
/** The language titles fall back to. */
export const FALLBACK_LOCALE = 'en_EN';

/** The application categories both configurations of the spec list (docs/features/apps-and-plugins.md#launching). */
export const CATEGORIES: ReadonlySet<string> = new Set([
  'development',
  'science',
  'games',
  'graphics',
  'network',
  'multimedia',
  'system',
  'business',
  'finance',
  'news',
  'medical',
  'entertainment',
  'productivity',
  'education',
  'photoVideo',
  'shopping',
  'travel',
  'oi',
  'other',
  'salesandmarketing',
  'utilities',
  'office',
  'hrmanagement',
  'collaboration',
  'employeeCenter',
  'employeeManagement',
  'customerRelations',
  'qualityCompliance',
  'supportBusinessOperations',
  'organization',
  'qms',
  'isms',
  'operationalIntelligence',
  'salesMarketing',
]);
