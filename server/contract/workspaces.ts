// A pure rule of the contract (see PURE_CONTRACT_MODULES in eslint.config.mjs): the browser and
// the server read the workspaces' limits from here, so both refuse the same lists.

/**
 * docs/features/windows.md#workspaces: how many workspaces a user may keep (every one reachable
 * by Ctrl+Alt+Shift+1…9) and how long a workspace's name may be.
 */
export const WORKSPACE_LIMITS = { count: 9, name: 40 } as const;
/** A workspace's id: short, lower case, safe in a CSS attribute selector. */
export const WORKSPACE_ID_PATTERN = '^[a-z0-9-]{1,40}$';
