import { DASHBOARD_LIMITS, SETTINGS_LIMITS } from '../contract';

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

/**
 * The session calls: the largest session a desktop saves, 10,000 windows (the most the desktop is
 * built to hold, docs/architecture.md). Measured as the desktop saves them (engine/apps/session.ts,
 * `window-N` ids, 500 windows an application): 1.29 MB with whole-pixel geometry, 1.88 MB with
 * fractional geometry at a double's 17 digits (188 bytes a window). 2.5 MiB leaves room for ids
 * an application chose (a UUID in each window adds 0.3 MB). The schema alone would admit 100,000
 * windows, 25.6 MB: a body that size is refused before anything parses it.
 */
export const SESSION_BODY_LIMIT = 2.5 * 1024 * 1024;

/** A filter entry's name as JSON: 40 characters and its quotes and colon. */
const FILTER_NAME_BYTES = 48;
/** A JSON-escaped character takes at most 6 bytes (\\uXXXX). */
const ESCAPED_CHAR_BYTES = 6;

/**
 * A widget's data call: the largest filter its schema admits, every value of the longest escaped
 * to the most bytes (12.5 KB), so that a value too long is told so by the schema, not by a 413.
 */
export const WIDGET_DATA_BODY_LIMIT = 1024 + DASHBOARD_LIMITS.maxFilterEntries * (FILTER_NAME_BYTES + DASHBOARD_LIMITS.maxFilterValueLength * ESCAPED_CHAR_BYTES);
