import { describe, expect, it } from 'vitest';
import { alertDialog, confirmDialog, createDialogRegistry, registerBuiltinDialogs } from '../../../engine/dialogs';
import { memoryFiles } from '../vfs/memoryFiles';

describe('dialog registry', () => {
  it('registers a kind until the returned Disposable is disposed', () => {
    const registry = createDialogRegistry();
    const registration = registry.register('ask', confirmDialog);
    expect(registry.get('ask')).toBe(confirmDialog);
    registration.dispose();
    expect(registry.get('ask')).toBeUndefined();
    registration.dispose();
    expect(registry.names()).toEqual([]);
  });

  it('a used name is replaced while registered; disposing the replacement restores nothing', () => {
    const registry = createDialogRegistry();
    const first = registry.register('ask', confirmDialog);
    const second = registry.register('ask', alertDialog);
    expect(registry.get('ask')).toBe(alertDialog);
    second.dispose();
    expect(registry.get('ask')).toBeUndefined();
    first.dispose();
    expect(registry.get('ask')).toBeUndefined();
  });

  it('disposing a replaced registration leaves the newer one alone', () => {
    const registry = createDialogRegistry();
    const first = registry.register('ask', confirmDialog);
    registry.register('ask', alertDialog);
    first.dispose();
    expect(registry.get('ask')).toBe(alertDialog);
  });

  it('the built-in kinds are alert, confirm, prompt, progress, colour, font, choice, defaultApplication and file, and go away together', () => {
    const registry = createDialogRegistry();
    const builtins = registerBuiltinDialogs(registry, memoryFiles().files);
    expect(registry.names().sort()).toEqual(['alert', 'choice', 'colour', 'confirm', 'defaultApplication', 'file', 'font', 'progress', 'prompt']);
    builtins.dispose();
    expect(registry.names()).toEqual([]);
  });
});
