/** The largest image or video a resource may be: a short clip, a logo. Served whole from the database. */
export const MAX_RESOURCE_BYTES = 8 * 1024 * 1024;

/** What a resource may be, as the browser shows it: the announcements' media and the accounts' logos. */
export const RESOURCE_TYPES = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'image/svg+xml': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
} as const;

export type ResourceType = keyof typeof RESOURCE_TYPES;

/**
 * Resources never change (a new logo is a new resource), and a URL with a version suffix names one
 * version for good: the browser may keep what it got.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * What an image or video the server sends may do when opened on its own: nothing active. An SVG
 * with a script in it runs none, and cannot reach the page's origin.
 */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
