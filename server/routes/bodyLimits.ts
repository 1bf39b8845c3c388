import { DASHBOARD_LIMITS, SESSION_LIMITS, SETTINGS_LIMITS } from '../contract';

// What each route reads of a request body at most, in bytes; a longer body is a 413 before
// anything parses it.

/** Every route that names no limit of its own: none but those below takes a body today. */
export const DEFAULT_BODY_LIMIT = 4 * 1024;

/**
 * Sign-in, token and sign-out calls: the longest body their schemas admit, a 256-character
 * username and a 1024-character password of four-byte characters percent-encoded (12 bytes a
 * character), takes 15.4 KB; tokens are shorter.
 */
export const AUTH_BODY_LIMIT = 16 * 1024;

/**
 * POST /settings: what the server stores at most, with room for the namespaces it keeps as they
 * were (SETTINGS_LOCK) and for a document just over the limit to be told the limit by name.
 */
export const SETTINGS_BODY_LIMIT = SETTINGS_LIMITS.bytes + 64 * 1024;

/** A window of a saved session as JSON: with a 64-character id and four pixel values to the 17 digits of a double, 242 bytes. */
const SESSION_WINDOW_BYTES = 256;
/** An application of a saved session without its windows: its name and empty args. */
const SESSION_APP_BYTES = 128;

/**
 * The session calls: the largest session the browser saves, SESSION_LIMITS' applications each
 * with its most windows (25.6 MB, almost all of it 100,000 windows).
 */
export const SESSION_BODY_LIMIT = SESSION_LIMITS.apps * (SESSION_APP_BYTES + SESSION_LIMITS.windowsPerApp * SESSION_WINDOW_BYTES);

/** A filter entry's name as JSON: 40 characters and its quotes and colon. */
const FILTER_NAME_BYTES = 48;
/** A JSON-escaped character takes at most 6 bytes (\\uXXXX). */
const ESCAPED_CHAR_BYTES = 6;

/**
 * A widget's data call: the largest filter its schema admits, every value of the longest escaped
 * to the most bytes (12.5 KB), so that a value too long is told so by the schema, not by a 413.
 */
export const WIDGET_DATA_BODY_LIMIT = 1024 + DASHBOARD_LIMITS.maxFilterEntries * (FILTER_NAME_BYTES + DASHBOARD_LIMITS.maxFilterValueLength * ESCAPED_CHAR_BYTES);
