import { describe, expect, it, vi } from 'vitest';
import { createDialogRegistry, createDialogService, type DialogKind } from '../../../engine/dialogs';
import { activatePlugins } from '../../../engine/extensions';
import { createWindowHost } from '../../../engine/overlay';
import { createWindowsStore } from '../../../engine/windows';
import { definePlugin } from '../../../sdk';

const hello: DialogKind = {
  title: () => 'Hello',
  minDimension: { width: 300, height: 200 },
  render: () => null,
};

function setup() {
  const windows = createWindowsStore();
  const dialogs = createDialogService({ host: createWindowHost(windows), windows, t: (key) => key, registry: createDialogRegistry() });
  const log = { error: vi.fn() };
  return { dialogs, log };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('plugin host', () => {
  it('gives each plugin dialogs whose registrations are removed when the plugins are deactivated', () => {
    const { dialogs, log } = setup();
    const plugin = definePlugin({ id: 'acme.hello', activate: (ctx) => void ctx.dialogs.register('hello', hello) });
    const active = activatePlugins([plugin], { dialogs, log });
    expect(dialogs.has('hello')).toBe(true);
    active.dispose();
    expect(dialogs.has('hello')).toBe(false);
  });

  it('lets a plugin remove one registration by disposing it, and collects what it adds to subscriptions', () => {
    const { dialogs, log } = setup();
    let cleaned = false;
    activatePlugins(
      [
        definePlugin({
          id: 'acme.twice',
          activate(ctx) {
            ctx.dialogs.register('one', hello).dispose();
            ctx.dialogs.register('two', hello);
            ctx.subscriptions.add({ dispose: () => (cleaned = true) });
          },
        }),
      ],
      { dialogs, log },
    ).dispose();
    expect([dialogs.has('one'), dialogs.has('two'), cleaned]).toEqual([false, false, true]);
  });

  it('reports a plugin that fails, undoes what it registered, and activates the others', async () => {
    const { dialogs, log } = setup();
    const failing = definePlugin({
      id: 'acme.broken',
      async activate(ctx) {
        ctx.dialogs.register('half', hello);
        await Promise.resolve();
        throw new Error('boom');
      },
    });
    const fine = definePlugin({ id: 'acme.fine', activate: (ctx) => void ctx.dialogs.register('fine', hello) });
    activatePlugins([failing, fine], { dialogs, log });
    await settle();
    expect(log.error).toHaveBeenCalledWith("Atrium: plugin 'acme.broken' failed to activate", expect.any(Error));
    expect([dialogs.has('half'), dialogs.has('fine')]).toEqual([false, true]);
  });

  it('opens the dialogs it registered, and the built-in ones, through its context', async () => {
    const windows = createWindowsStore();
    const dialogs = createDialogService({ host: createWindowHost(windows), windows, t: (key) => key });
    const answers: unknown[] = [];
    let progress: Promise<unknown> | undefined;
    activatePlugins(
      [
        definePlugin({
          id: 'acme.asks',
          activate(ctx) {
            ctx.dialogs.register('hello', hello);
            ctx.dialogs.open('hello', {}, (reason, value) => answers.push([reason, value])).close('ok', 42);
            const handle = ctx.dialogs.progress({ message: 'Working' });
            progress = handle.result;
            handle.close();
          },
        }),
      ],
      { dialogs, log: { error: vi.fn() } },
    );
    expect(answers).toEqual([['ok', 42]]);
    await expect(progress).resolves.toEqual({ reason: 'close', value: null });
    expect(Object.keys(windows.getState().windows)).toHaveLength(0);
  });
});
