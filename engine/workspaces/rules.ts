import { DEFAULT_WORKSPACE } from '../windows';
import { WORKSPACE_ID, WORKSPACE_ID_PREFIX, WORKSPACE_MAX, WORKSPACE_NAME_MAX } from './constants';
import type { Workspace } from './types';

/** The workspaces of a desktop that has kept none. */
export const DEFAULT_WORKSPACES: readonly Workspace[] = [{ id: DEFAULT_WORKSPACE, name: '' }];

const isWorkspace = (value: unknown): value is Workspace => {
  if (value === null || typeof value !== 'object') return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && WORKSPACE_ID.test(id) && typeof name === 'string' && name.length <= WORKSPACE_NAME_MAX;
};

/**
 * The workspaces kept in the settings: the valid entries, each id once, at most WORKSPACE_MAX;
 * the default one when none is left.
 */
export function readWorkspaces(value: unknown): readonly Workspace[] {
  if (!Array.isArray(value)) return DEFAULT_WORKSPACES;
  const seen = new Set<string>();
  const list: Workspace[] = [];
  for (const entry of value) {
    if (!isWorkspace(entry) || seen.has(entry.id) || list.length === WORKSPACE_MAX) continue;
    seen.add(entry.id);
    list.push({ id: entry.id, name: entry.name });
  }
  return list.length > 0 ? list : DEFAULT_WORKSPACES;
}

/** A name as kept: trimmed, at most WORKSPACE_NAME_MAX characters. */
export const workspaceName = (name: string): string => name.trim().slice(0, WORKSPACE_NAME_MAX);

/** `list` with a new workspace at its end, and its id; null at WORKSPACE_MAX. */
export function addWorkspace(list: readonly Workspace[], name = ''): { list: Workspace[]; id: string } | null {
  if (list.length >= WORKSPACE_MAX) return null;
  const ids = new Set(list.map((workspace) => workspace.id));
  let number = list.length + 1;
  while (ids.has(`${WORKSPACE_ID_PREFIX}${number}`)) number += 1;
  const id = `${WORKSPACE_ID_PREFIX}${number}`;
  return { list: [...list, { id, name: workspaceName(name) }], id };
}

/** `list` with the workspace renamed; null when it is not there. */
export function renameWorkspace(list: readonly Workspace[], id: string, name: string): Workspace[] | null {
  if (!list.some((workspace) => workspace.id === id)) return null;
  return list.map((workspace) => (workspace.id === id ? { id, name: workspaceName(name) } : workspace));
}

/**
 * `list` without the workspace, and the neighbour its windows go to: the one before it, or after
 * it for the first. Null for the last workspace left or one not there.
 */
export function removeWorkspace(list: readonly Workspace[], id: string): { list: Workspace[]; neighbour: string } | null {
  const index = list.findIndex((workspace) => workspace.id === id);
  const neighbour = list[index === 0 ? 1 : index - 1];
  if (index < 0 || !neighbour) return null;
  return { list: list.filter((workspace) => workspace.id !== id), neighbour: neighbour.id };
}

/** The workspace `direction` steps from `current`, or null past either end. */
export function stepWorkspace(list: readonly Workspace[], current: string, direction: 1 | -1): string | null {
  const index = list.findIndex((workspace) => workspace.id === current);
  return index < 0 ? null : (list[index + direction]?.id ?? null);
}
