import type { OpenWindowOptions } from '../overlay';
import type { AppDefinition } from './types';

/** Opens application windows through whatever opens windows (the overlay's host, in the shell). */
export interface AppLauncher {
  readonly apps: readonly AppDefinition[];
  /** Opens a new window of the named app; `overrides` adjust the window (tests place windows exactly). */
  launch(name: string, overrides?: Partial<Omit<OpenWindowOptions, 'content' | 'appId'>>): number;
}

export function createAppLauncher(apps: readonly AppDefinition[], open: (options: OpenWindowOptions) => number): AppLauncher {
  const opened = new Map<string, number>();
  return {
    apps,
    launch(name, overrides = {}) {
      const app = apps.find((candidate) => candidate.name === name);
      if (!app) throw new Error(`Atrium: no application named '${name}'`);
      const index = (opened.get(name) ?? 0) + 1;
      opened.set(name, index);
      const window = app.createWindow(index);
      return open({
        appId: app.name,
        title: window.title,
        icon: app.icon ?? null,
        dimension: window.dimension,
        content: window.content,
        ...overrides,
      });
    },
  };
}
