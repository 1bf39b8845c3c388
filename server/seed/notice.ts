import { DEMO_PASSWORD } from './demo';

/** A line of the log at start-up, at its level. */
export interface StartupNotice {
  level: 'info' | 'warn';
  text: string;
}

/**
 * What the console says about users who still have the demo's published password: their names
 * and the password in development, a warning in production (a database seeded in development
 * and moved there), nothing when there are none.
 */
export function demoPasswordNotice(usernames: readonly string[], production: boolean): StartupNotice | undefined {
  if (usernames.length === 0) return undefined;
  const names = usernames.join(', ');
  if (!production) return { level: 'info', text: `Demo users: ${names} — password: ${DEMO_PASSWORD}` };
  return {
    level: 'warn',
    text:
      `WARNING: anyone can sign in as ${names}: they still have the demo's password, which is published in ` +
      `Atrium's README. Change their passwords or remove them.`,
  };
}

/** What the console says when the database has no users: nobody can sign in until an operator creates one. */
export function noUsersNotice(anyUsers: boolean): StartupNotice | undefined {
  if (anyUsers) return undefined;
  return {
    level: 'warn',
    text: 'No users yet: nobody can sign in. Create the first administrator with `npm run atrium -- create-admin` (see docs/deployment.md#the-first-administrator).',
  };
}
