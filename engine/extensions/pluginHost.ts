import { DisposableStore, toDisposable, type Disposable } from '../core';
import type { DialogService } from '../dialogs';
import type { Plugin, PluginContext } from './types';

export interface PluginHostDeps {
  dialogs: DialogService;
  /** Where a failing plugin is reported; the others activate all the same. */
  log: Pick<Console, 'error'>;
}

function contextFor(deps: PluginHostDeps, subscriptions: DisposableStore): PluginContext {
  const { dialogs } = deps;
  return {
    subscriptions,
    dialogs: {
      open: (name, options, callback) => dialogs.open(name, options, callback),
      show: (name, options) => dialogs.show(name, options),
      progress: (options) => dialogs.progress(options),
      register: (name, kind) => subscriptions.add(dialogs.register(name, kind)),
    },
  };
}

/**
 * Activates plugins, each with a context of its own. Disposing the result deactivates them all:
 * whatever a plugin registered through its context goes with it (VS Code's extension host model),
 * also what a plugin still activating registers later. A plugin that fails is reported and its
 * registrations are undone; the others are not affected.
 */
export function activatePlugins(plugins: readonly Plugin[], deps: PluginHostDeps): Disposable {
  const all = new DisposableStore();
  for (const plugin of plugins) {
    const subscriptions = all.add(new DisposableStore());
    const failed = (error: unknown) => {
      subscriptions.dispose();
      deps.log.error(`Atrium: plugin '${plugin.id}' failed to activate`, error);
    };
    try {
      Promise.resolve(plugin.activate(contextFor(deps, subscriptions))).catch(failed);
    } catch (error) {
      failed(error);
    }
  }
  return toDisposable(() => all.dispose());
}
