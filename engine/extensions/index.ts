export type { PluginHostDeps } from './pluginHost';
export type { Plugin, PluginContext, PluginDialogs } from './types';
export { activatePlugins } from './pluginHost';
