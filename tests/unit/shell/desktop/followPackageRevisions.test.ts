import { describe, expect, it, vi } from 'vitest';
import type { ListedPackage } from '../../../../server/contract';
import { writableValue } from '../../../../engine/core';
import type { RunningApp } from '../../../../engine/apps';
import type { PackageRefresh } from '../../../../engine/extensions';
import { followPackageRevisions } from '../../../../engine/shell/desktop/followPackageRevisions';

const listed = (name: string, revision: string): ListedPackage => ({ name, type: 'application', title: { en_EN: name }, files: ['main.js'], revision });

function setUp(refresh: PackageRefresh, running: RunningApp[]) {
  const order: string[] = [];
  const apps = {
    running: writableValue<readonly RunningApp[]>(running),
    kill: vi.fn((pid: number) => void order.push(`kill ${pid}`)),
    relaunch: vi.fn((name: string) => (order.push(`relaunch ${name}`), Promise.resolve())),
  };
  const loader = { refresh: vi.fn(() => refresh) };
  const log = { error: vi.fn() };
  return { apps, loader, log, order };
}

describe('following package revisions', () => {
  it("relaunches a rebuilt package's apps once its new build is loaded, and closes a removed package's", async () => {
    let loaded: () => void = () => undefined;
    const reloaded = new Promise<void>((resolve) => (loaded = resolve));
    const running = [
      { pid: 1, name: 'Orders', title: 'Orders' },
      { pid: 2, name: 'Gone', title: 'Gone' },
      { pid: 3, name: 'Notes', title: 'Notes' },
    ];
    const { apps, loader, log, order } = setUp({ unloaded: ['Orders', 'Gone'], reloaded }, running);
    const manifest = [listed('Orders', 'r2'), listed('Notes', 'n1')];
    const following = followPackageRevisions(manifest, { loader, apps, log });
    expect(loader.refresh).toHaveBeenCalledWith(manifest);
    expect(order).toEqual(['kill 2']);
    order.push('loaded');
    loaded();
    await following;
    expect(order).toEqual(['kill 2', 'loaded', 'relaunch Orders']);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('touches no app when nothing was unloaded', async () => {
    const { apps, loader, log } = setUp({ unloaded: [], reloaded: Promise.resolve() }, [{ pid: 1, name: 'Orders', title: 'Orders' }]);
    await followPackageRevisions([listed('Orders', 'r1')], { loader, apps, log });
    expect(apps.kill).not.toHaveBeenCalled();
    expect(apps.relaunch).not.toHaveBeenCalled();
  });

  it('logs a new build that failed to load, and relaunches its apps all the same, which tells the user why', async () => {
    const failure = new Error('/packages/Orders/main.js?rev=r2 does not export a plugin as its default (see definePlugin)');
    const { apps, loader, log } = setUp({ unloaded: ['Orders'], reloaded: Promise.reject(failure) }, [{ pid: 1, name: 'Orders', title: 'Orders' }]);
    await followPackageRevisions([listed('Orders', 'r2')], { loader, apps, log });
    expect(log.error).toHaveBeenCalledWith('Atrium: a rebuilt package failed to load', failure);
    expect(apps.relaunch).toHaveBeenCalledWith('Orders');
  });
});
