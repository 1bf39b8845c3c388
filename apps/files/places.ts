import { formatPath, parentPath, parsePath, type Mountpoint } from '../../sdk';

/** What a Files window shows: a folder of a mount, or the trash. */
export type Place = { readonly kind: 'folder'; readonly path: string } | { readonly kind: 'trash' };

export const TRASH: Place = { kind: 'trash' };

export const folderPlace = (path: string): Place => ({ kind: 'folder', path });

/** Where the window has been and may go again: Back and Forward walk it, a new place cuts the forward part. */
export interface History {
  readonly back: readonly Place[];
  readonly current: Place;
  readonly forward: readonly Place[];
}

export const samePlace = (a: Place, b: Place): boolean => a.kind === b.kind && (a.kind === 'trash' || (b.kind === 'folder' && a.path === b.path));

export const startHistory = (place: Place): History => ({ back: [], current: place, forward: [] });

/** Goes to `place`; going where the window is already changes nothing. */
export function visit(history: History, place: Place): History {
  if (samePlace(history.current, place)) return history;
  return { back: [...history.back, history.current], current: place, forward: [] };
}

export function goBack(history: History): History {
  const previous = history.back.at(-1);
  if (!previous) return history;
  return { back: history.back.slice(0, -1), current: previous, forward: [history.current, ...history.forward] };
}

export function goForward(history: History): History {
  const next = history.forward[0];
  if (!next) return history;
  return { back: [...history.back, history.current], current: next, forward: history.forward.slice(1) };
}

/** The folder above the place, or null at a mount's root and in the trash. */
export const placeAbove = (place: Place): Place | null => {
  if (place.kind === 'trash') return null;
  const parent = parentPath(place.path);
  return parent === null ? null : folderPlace(parent);
};

/** One part of the breadcrumb: the mount (its root) or a folder on the way, with the path it opens. */
export interface Crumb {
  /** The folder's name; the mount's name for the root (the view shows its label). */
  name: string;
  path: string;
  /** The mount's root. */
  root: boolean;
}

/** The breadcrumb of a folder: its mount's root, then each folder down to it. */
export function crumbsOf(path: string): Crumb[] {
  const { mount, segments } = parsePath(path);
  const root: Crumb = { name: mount, path: formatPath({ mount, segments: [] }), root: true };
  return [root, ...segments.map((name, index) => ({ name, path: formatPath({ mount, segments: segments.slice(0, index + 1) }), root: false }))];
}

/** The mount a path is in: `home` for `home:/Documents`. */
export const mountOf = (path: string): string => parsePath(path).mount;

/** What a folder is called in titles and questions: its name, or its mount's label at the root. */
export function folderTitle(path: string, mounts: readonly Mountpoint[]): string {
  const { mount, segments } = parsePath(path);
  return segments.at(-1) ?? mounts.find((candidate) => candidate.name === mount)?.label ?? mount;
}
