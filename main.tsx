// The browser entry: Atrium's shell, with the built-in applications and panel items loaded as
// the desktop's code, after the login page (which needs none of them) is on screen.
import { startAtrium } from './engine';

void startAtrium({
  plugins: async () => {
    const [{ builtinApps }, { builtinPlugins }] = await Promise.all([import('./apps'), import('./plugins')]);
    return [...builtinApps, ...builtinPlugins];
  },
});
