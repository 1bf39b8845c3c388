import { WORKSPACE_LIMITS } from '../../server/contract/workspaces';

/** docs/features/windows.md#workspaces: the longest name the rename field takes, the server's own limit. */
export const WORKSPACE_NAME_MAX = WORKSPACE_LIMITS.name;
