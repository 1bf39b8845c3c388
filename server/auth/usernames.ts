/**
 * Usernames are stored in lower case; people type them in any case, with stray spaces. Whatever
 * stores a username and whatever looks one up goes through this, so both agree.
 */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
