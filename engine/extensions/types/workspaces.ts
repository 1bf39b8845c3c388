// The workspaces room defines them; plugins see them through the context.
export type { PluginWorkspaces, Workspace } from '../../workspaces';
