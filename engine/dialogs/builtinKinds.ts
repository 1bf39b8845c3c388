import { DisposableStore, type Disposable } from '../core';
import { alertDialog } from './alertDialog';
import { confirmDialog } from './confirmDialog';
import { progressDialog } from './progressDialog';
import { promptDialog } from './promptDialog';
import type { DialogRegistry } from './registry';

/** Registers alert, confirm, prompt and progress; disposing the result removes them. */
export function registerBuiltinDialogs(registry: DialogRegistry): Disposable {
  const store = new DisposableStore();
  store.add(registry.register('alert', alertDialog));
  store.add(registry.register('confirm', confirmDialog));
  store.add(registry.register('prompt', promptDialog));
  store.add(registry.register('progress', progressDialog));
  return store;
}
