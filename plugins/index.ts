import type { Plugin } from '../sdk';
import { appmenu } from './appmenu';
import { developer } from './developer';
import { tray } from './tray';
import { windowlist } from './windowlist';

export { appmenu } from './appmenu';
export { developer } from './developer';
export { tray } from './tray';
export { windowlist } from './windowlist';

/** The panel items Atrium starts with, in the order they are activated. */
export const builtinPlugins: readonly Plugin[] = [appmenu, windowlist, tray, developer];
