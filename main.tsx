// The browser entry: Atrium's shell with the built-in applications and panel items.
import { builtinApps } from './apps';
import { startAtrium } from './engine';
import { builtinPlugins } from './plugins';

void startAtrium({ plugins: [...builtinApps, ...builtinPlugins] });
