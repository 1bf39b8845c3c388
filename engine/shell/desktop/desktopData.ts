import type { Manifest, Settings } from '../../../server/contract';
import { sentAhead } from '../../core';
import type { HttpClient } from '../../http';

/** Where the server lists installed packages. */
const MANIFEST_URL = '/metadata.json';
/** Where the user's settings are read and saved. */
export const SETTINGS_PATH = '/settings';

export async function fetchManifest(fetcher: typeof fetch): Promise<Manifest> {
  const response = await fetcher(MANIFEST_URL, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status} ${response.statusText}`);
  const manifest: unknown = await response.json();
  if (!Array.isArray(manifest)) throw new Error(`${MANIFEST_URL} is not a list of packages`);
  return manifest as Manifest;
}

/** What the desktop loads before its panel shows: the package manifest and the user's settings. */
export interface DesktopData {
  manifest: Promise<Manifest>;
  settings: Promise<Settings>;
}

/**
 * The desktop's first requests, sent at sign-in beside the user's own: they then travel while the
 * desktop's code loads and renders, instead of one after the other once it has (a round trip
 * each, and the desktop's first render, before the panel could show the user's name). Kept to
 * what needs no more code than the login page has: this module is part of it.
 */
export interface DesktopDataAhead {
  /** Sends the requests; called as the desktop starts, once the user is signed in. */
  send(): void;
  /** The requests sent, for the desktop that starts; null once taken (a later desktop loads anew). */
  take(): DesktopData | null;
}

export function desktopDataAhead(http: Pick<HttpClient, 'request'>, fetcher: typeof fetch): DesktopDataAhead {
  let sent: DesktopData | null = null;
  return {
    send() {
      sent = {
        manifest: sentAhead(fetchManifest(fetcher)),
        settings: sentAhead(http.request<Settings>('GET', SETTINGS_PATH)),
      };
    },
    take() {
      const taken = sent;
      sent = null;
      return taken;
    },
  };
}
