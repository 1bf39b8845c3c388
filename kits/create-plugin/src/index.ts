export type { CreatedPlugin, CreatePluginOptions } from './createPlugin';
export type { PluginNames } from './names';
export type { KitSources } from './render';
export { ATRIUM_RANGE, KIT_RANGES } from './constants';
export { CreatePluginError, createPlugin, nextSteps } from './createPlugin';
export { pluginNames } from './names';
export { packageJson, renderTemplate } from './render';
