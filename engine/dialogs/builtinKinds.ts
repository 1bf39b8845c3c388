import { DisposableStore, type Disposable } from '../core';
import { alertDialog } from './alertDialog';
import { choiceDialog } from './choiceDialog';
import { colourDialog } from './colourDialog';
import { confirmDialog } from './confirmDialog';
import { defaultApplicationDialog } from './defaultApplicationDialog';
import { createFileDialog } from './fileDialog';
import { fontDialog } from './fontDialog';
import { progressDialog } from './progressDialog';
import { promptDialog } from './promptDialog';
import type { DialogRegistry } from './registry';
import type { FileDialogFiles } from './types';

/**
 * Registers alert, confirm, prompt, progress, colour, font, choice, defaultApplication and file
 * (browsing `files`); disposing the result removes them.
 */
export function registerBuiltinDialogs(registry: DialogRegistry, files: FileDialogFiles): Disposable {
  const store = new DisposableStore();
  store.add(registry.register('alert', alertDialog));
  store.add(registry.register('confirm', confirmDialog));
  store.add(registry.register('prompt', promptDialog));
  store.add(registry.register('progress', progressDialog));
  store.add(registry.register('colour', colourDialog));
  store.add(registry.register('font', fontDialog));
  store.add(registry.register('choice', choiceDialog));
  store.add(registry.register('defaultApplication', defaultApplicationDialog));
  store.add(registry.register('file', createFileDialog(files)));
  return store;
}
