/** How long a browser keeps to HTTPS once it saw Strict-Transport-Security: a year, as is usual. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * How deeply a JSON body may nest, checked before it is parsed: far deeper than any document
 * Atrium writes (a settings document reaches 6 levels), far shallower than what exhausts the
 * stack of the code that handles it (parsing, checking and storing recurse once per level).
 */
export const MAX_JSON_DEPTH = 64;
