export type { PluginWorkspaces, Workspace, WorkspaceService } from './types';
export type { WorkspaceServiceDeps } from './workspaceService';
export { CURRENT_WORKSPACE_KEY, WORKSPACE_MAX, WORKSPACE_NAME_MAX } from './constants';
export { registerWorkspaceKeys } from './keys';
export { revealWindow } from './reveal';
export { addWorkspace, DEFAULT_WORKSPACES, readWorkspaces, removeWorkspace, renameWorkspace, stepWorkspace, workspaceName } from './rules';
export { WORKSPACES_STRINGS } from './strings';
export { createWorkspaceService } from './workspaceService';
