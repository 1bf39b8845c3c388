import type { Plugin } from '../sdk';
import { appmenu } from './appmenu';
import { developer } from './developer';
import { digitalclock } from './digitalclock';
import { globalsearch } from './globalsearch';
import { home } from './home';
import { logout } from './logout';
import { notifications } from './notifications';
import { priorities } from './priorities';
import { profile } from './profile';
import { search } from './search';
import { tile } from './tile';
import { tray } from './tray';
import { windowlist } from './windowlist';
import { workspaces } from './workspaces';

export { appmenu } from './appmenu';
export { developer } from './developer';
export { DIGITAL_CLOCK, digitalclock } from './digitalclock';
export { globalsearch } from './globalsearch';
export { home } from './home';
export { logout } from './logout';
export { notifications } from './notifications';
export { priorities } from './priorities';
export { profile } from './profile';
export { search } from './search';
export { tile } from './tile';
export { tray } from './tray';
export { windowlist } from './windowlist';
export { workspaces } from './workspaces';

/** The panel items and widgets Atrium starts with, in the order they are activated. */
export const builtinPlugins: readonly Plugin[] = [appmenu, workspaces, windowlist, tray, priorities, search, globalsearch, notifications, developer, digitalclock, profile, tile, home, logout];
