import { createHash } from 'node:crypto';

/** A round avatar with the user's initials, small enough to live in the users table. */
export function initialsIcon(firstname: string, lastname: string, colour: string): string {
  const initials = escapeXml(firstname.charAt(0) + lastname.charAt(0));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="41" font-family="Roboto, sans-serif" font-size="26" text-anchor="middle" fill="#fff">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// Names come from operators now, not only from the demo's own data: an '<' or '&' must stay text.
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Where the browser loads a user's icon: GET /api/user/icon/{id}, with a suffix that changes with
 * the icon, so that the browser may keep it for good and still sees a new one at once.
 */
export function userIconUrl(userId: string, icon: string): string {
  return `/api/user/icon/${encodeURIComponent(userId)}?v=${iconVersion(icon)}`;
}

/** A short digest of the icon as stored: its URLs' suffix and its ETag. */
export function iconVersion(icon: string): string {
  return createHash('sha256').update(icon).digest('base64url').slice(0, 16);
}

/**
 * Where the browser loads an account's logo (GET /api/account/logo/{id}); the suffix is the logo's
 * resource id, which a new logo changes. '' when the account has none.
 */
export function accountLogoUrl(accountId: string, logoResourceId: string): string {
  return logoResourceId === '' ? '' : `/api/account/logo/${encodeURIComponent(accountId)}?v=${encodeURIComponent(logoResourceId)}`;
}
