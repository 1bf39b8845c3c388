import { WORKSPACE_ID_PATTERN, WORKSPACE_LIMITS } from '../../server/contract/workspaces';

/** docs/features/windows.md#workspaces: at most this many workspaces (the server refuses more). */
export const WORKSPACE_MAX = WORKSPACE_LIMITS.count;
/** docs/features/windows.md#workspaces: a workspace's name is at most this long (the server refuses longer). */
export const WORKSPACE_NAME_MAX = WORKSPACE_LIMITS.name;
/** What the server takes as a workspace's id. */
export const WORKSPACE_ID = new RegExp(WORKSPACE_ID_PATTERN);
/** The prefix of the ids the desktop gives new workspaces: `ws-2`, `ws-3`, … */
export const WORKSPACE_ID_PREFIX = 'ws-';
/** Where the current workspace is kept: this key of the `session` settings namespace. */
export const CURRENT_WORKSPACE_KEY = 'workspace';
