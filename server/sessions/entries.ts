import { Value } from '@sinclair/typebox/value';
import { SessionSchema, type Session } from '../contract';

/**
 * Saved entries have their args emptied (docs/features/apps-and-plugins.md#the-session): args are what one launch
 * was given, such as a file to open, and must not replay at every sign-in.
 */
export function withoutArgs(session: Session): Session {
  return session.map(({ name, windows }) => ({ name, args: {}, windows }));
}

/** Every entry whose name is not in `names`; an application open twice has two entries, and both go. */
export function withoutNames(session: Session, names: readonly string[]): Session {
  const removed = new Set(names);
  return session.filter((entry) => !removed.has(entry.name));
}

/** Reads a stored session; anything that is not one (a row edited by hand, corrupt text) reads as empty. */
export function readSession(json: string): Session {
  try {
    const value: unknown = JSON.parse(json);
    return Value.Check(SessionSchema, value) ? value : [];
  } catch {
    return [];
  }
}
