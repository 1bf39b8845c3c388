import { toDisposable, type Disposable } from '../core';
import type { DialogKind, DialogOptions } from './types';

/**
 * The kinds of dialog by name.
 *
 * @example
 * ```ts
 * // ctx.dialogs.register adds to it, and the plugin's deactivation removes the kind again.
 * ctx.dialogs.register('acme.rename', renameKind);
 * await ctx.dialogs.show('acme.rename', { message: 'New name?' });
 * ```
 */
export interface DialogRegistry {
  /**
   * Registers `kind` under `name`. A used name is replaced while this registration lasts;
   * disposing it removes the name only if it still maps to this kind, and never brings back what
   * it replaced (register the old kind again for that).
   */
  register<O extends DialogOptions, V>(name: string, kind: DialogKind<O, V>): Disposable;
  /** The kind registered under `name`, if any. */
  get(name: string): DialogKind | undefined;
  /** The names of every registered kind. */
  names(): string[];
}

export function createDialogRegistry(): DialogRegistry {
  const kinds = new Map<string, DialogKind>();
  return {
    register(name, kind) {
      // The service hands each kind the options it was opened with, so its own types hold.
      const stored = kind as unknown as DialogKind;
      kinds.set(name, stored);
      return toDisposable(() => {
        if (kinds.get(name) === stored) kinds.delete(name);
      });
    },
    get: (name) => kinds.get(name),
    names: () => [...kinds.keys()],
  };
}
