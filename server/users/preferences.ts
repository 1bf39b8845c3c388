import type { AccountPreferences, CurrentUser } from '../contract';
import { parseJsonObject } from '../db';

/** A new account's preferences; 'null' is the spec's text for "no privacy policy to show". */
export const DEFAULT_ACCOUNT_PREFERENCES: Readonly<AccountPreferences> = {
  theme: 'standard',
  favicon: '',
  privacyPolicy: 'null',
  footer: '',
  loginURL: '',
  logo: '',
};

/** Account preferences as stored, completed with defaults so the browser always gets every field. */
export function readAccountPreferences(json: string): AccountPreferences {
  const stored = parseJsonObject(json);
  const preferences = { ...DEFAULT_ACCOUNT_PREFERENCES };
  for (const key of Object.keys(DEFAULT_ACCOUNT_PREFERENCES) as (keyof AccountPreferences)[]) {
    const value = stored[key];
    if (typeof value === 'string') preferences[key] = value;
  }
  return preferences;
}

export function readUserPreferences(json: string): CurrentUser['preferences'] {
  return { Greetingmessage: parseJsonObject(json).Greetingmessage === 'false' ? 'false' : 'true' };
}

/** Keeps only the apps marked as blacklisted (`true`). */
export function readBlacklistedApps(json: string): Record<string, boolean> {
  const names = Object.entries(parseJsonObject(json)).flatMap(([name, value]) => (value === true ? [name] : []));
  return Object.fromEntries(names.map((name) => [name, true]));
}
