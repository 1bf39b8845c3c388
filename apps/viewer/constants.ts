/** A text file larger than this is not read into the window (a log of hundreds of megabytes would stall the page). */
export const VIEWER_TEXT_LIMIT_BYTES = 2 * 1024 * 1024;
