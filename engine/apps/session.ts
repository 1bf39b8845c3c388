import type { Session, SessionApp, WindowSession } from '../../server/contract';
import type { WindowRecord } from '../windows';
import { SESSION_MAX_APPS, SESSION_MAX_WINDOWS_PER_APP } from './constants';
import type { AppArgs } from './types';

/** What the session needs of a running application. */
export interface SessionSource {
  name: string;
  sessionable: boolean;
  /** Its windows' records, oldest first. */
  windows: readonly WindowRecord[];
}

/** A window as the session saves it: its normal rectangle, whether it is maximized or minimized, and its snap when snapped. */
export function windowSession(record: WindowRecord): WindowSession {
  const { position, dimension, maximized, minimized, snap } = record.state;
  return {
    id: record.id,
    maximized,
    minimized,
    position: { left: position.left, top: position.top },
    dimension: { width: dimension.width, height: dimension.height },
    ...(snap && { snap: { zone: snap.zone, restore: { ...snap.restore } } }),
    workspace: record.workspace,
  };
}

/**
 * The session to save (docs/features/apps-and-plugins.md#the-session): each sessionable application with its
 * sessionable windows, args emptied. Beyond what the server keeps, the newest are saved: a
 * desktop of ten thousand windows still restores its most recent work.
 */
export function sessionOf(apps: readonly SessionSource[]): Session {
  return apps
    .filter((app) => app.sessionable)
    .slice(-SESSION_MAX_APPS)
    .map((app): SessionApp => ({
      name: app.name,
      args: {},
      windows: app.windows
        .filter((record) => record.attributes.sessionable)
        .slice(-SESSION_MAX_WINDOWS_PER_APP)
        .map(windowSession),
    }));
}

/**
 * The entries to restore after login: minus the user's blacklisted applications and minus the
 * one the URL launches (docs/features/apps-and-plugins.md#the-session).
 */
export function entriesToRestore(session: Session, blackListed: Readonly<Record<string, boolean>>, urlApp: string | null): Session {
  return session.filter((entry) => blackListed[entry.name] !== true && entry.name !== urlApp);
}

/** The `?app=` launch: the named application, with every other query value as its args. */
export function urlLaunch(url: URL): { name: string; args: AppArgs } | null {
  const name = url.searchParams.get('app')?.trim();
  if (!name) return null;
  const args: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (key !== 'app') args[key] = value;
  return { name, args };
}
