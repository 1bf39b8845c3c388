import { describe, expect, it, vi } from 'vitest';
import type { ServerSocketEvent, Settings } from '../../../../server/contract';
import { createEmitter, writableValue } from '../../../../engine/core';
import type { SettingsLoadState } from '../../../../engine/settings';
import { followServerPush } from '../../../../engine/shell/desktop/followServerPush';

function setUp(initial: SettingsLoadState = 'loaded') {
  const received = createEmitter<ServerSocketEvent>();
  const loadState = writableValue<SettingsLoadState>(initial);
  const applyRemote = vi.fn<(settings: Settings, names: readonly string[]) => void>();
  const reloadPackages = vi.fn(() => Promise.resolve());
  const log = { warn: vi.fn() };
  const following = followServerPush({ socket: { onDidReceive: received.event }, settings: { applyRemote, loadState }, reloadPackages, log });
  const settings = (revision: number, font: string): ServerSocketEvent => ({
    name: 'settings',
    params: { revision, namespaces: ['desktop'], settings: { version: 1, desktop: { font } } },
  });
  return { push: received.fire, loadState, applyRemote, reloadPackages, log, following, settings };
}

describe('followServerPush', () => {
  it('applies settings saved elsewhere, and never older news after newer', () => {
    const { push, applyRemote, settings } = setUp();
    push(settings(3, 'Lato'));
    push(settings(5, 'Roboto'));
    push(settings(4, 'Serif'));
    expect(applyRemote.mock.calls).toEqual([
      [{ version: 1, desktop: { font: 'Lato' } }, ['desktop']],
      [{ version: 1, desktop: { font: 'Roboto' } }, ['desktop']],
    ]);
  });

  it('keeps news that comes before the settings have loaded, and applies it once they have', () => {
    const { push, loadState, applyRemote, settings } = setUp('loading');
    push(settings(2, 'Lato'));
    expect(applyRemote).not.toHaveBeenCalled();
    loadState.set('retrying');
    loadState.set('loaded');
    expect(applyRemote.mock.calls).toEqual([[{ version: 1, desktop: { font: 'Lato' } }, ['desktop']]]);
  });

  it('reads the manifest and the profile again when the packages change, warning when it cannot', async () => {
    const { push, reloadPackages, log } = setUp();
    push({ name: 'packages', params: {} });
    expect(reloadPackages).toHaveBeenCalledTimes(1);
    reloadPackages.mockRejectedValueOnce(new Error('offline'));
    push({ name: 'packages', params: {} });
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1));
  });

  it('hears nothing once disposed', () => {
    const { push, applyRemote, reloadPackages, following, settings } = setUp();
    following.dispose();
    push(settings(1, 'Lato'));
    push({ name: 'packages', params: {} });
    push({ name: 'app', params: { pid: null, name: 'Sandbox', args: 1 } });
    expect(applyRemote).not.toHaveBeenCalled();
    expect(reloadPackages).not.toHaveBeenCalled();
  });
});
