import { dashboard } from './dashboard';
import { files } from './files';
import { globalSearchApp } from './globalsearch';
import { notes } from './notes';
import { preferences } from './preferences';
import { priorities } from './priorities';
import { sandbox } from './sandbox';
import { viewer } from './viewer';

/** The built-in applications; their package metadata is each folder's metadata.json. */
export const builtinApps = [sandbox, notes, viewer, preferences, files, globalSearchApp, priorities, dashboard];
