import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { developer } from '../../../../plugins/developer';
import { developerMenu } from '../../../../plugins/developer/developerMenu';
import { tray } from '../../../../plugins/tray';
import { fakeContext } from '../fakeContext';

afterEach(cleanup);

const running = [
  { pid: 3, name: 'Files', title: 'Files' },
  { pid: 7, name: 'Orders', title: 'Purchase Orders' },
];

async function setUp(development: boolean) {
  const fake = fakeContext({ development, running });
  await fake.activate(tray, developer);
  fake.renderPanel();
  return fake;
}

const openMenu = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Developer' }));
  return screen.getByRole('menu', { name: 'Developer' });
};
const item = (name: string, container: HTMLElement) => within(container).getByRole('menuitem', { name });

describe('developer tray menu', () => {
  it('is not registered outside development', async () => {
    const fake = await setUp(false);
    expect(fake.trayItems.get()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Developer' })).toBeNull();
  });

  it("shows, in development: kill all, a group per running app titled with its title and pid, and clear settings", async () => {
    const fake = await setUp(true);
    expect(fake.trayItems.get()).toMatchObject([{ id: 'atrium.developer', icon: null }]);
    const menu = openMenu();
    expect(within(menu).getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      'Kill all applications',
      'Kill',
      'Reload',
      'Kill',
      'Reload',
      'Clear stored settings',
    ]);
    expect(within(menu).getAllByRole('group')).toEqual([
      within(menu).getByRole('group', { name: 'Files (3)' }),
      within(menu).getByRole('group', { name: 'Purchase Orders (7)' }),
    ]);
  });

  it('kills all applications', async () => {
    const fake = await setUp(true);
    fireEvent.click(item('Kill all applications', openMenu()));
    expect(fake.apps.killAll).toHaveBeenCalledOnce();
  });

  it('kills and reloads one application by its pid', async () => {
    const fake = await setUp(true);
    fireEvent.click(item('Kill', within(openMenu()).getByRole('group', { name: 'Purchase Orders (7)' })));
    expect(fake.apps.kill).toHaveBeenCalledExactlyOnceWith(7);
    fireEvent.click(item('Reload', within(openMenu()).getByRole('group', { name: 'Files (3)' })));
    expect(fake.apps.reload).toHaveBeenCalledExactlyOnceWith(3);
    expect(fake.apps.killAll).not.toHaveBeenCalled();
  });

  it('clears stored settings', async () => {
    const fake = await setUp(true);
    fireEvent.click(item('Clear stored settings', openMenu()));
    expect(fake.env.clearStoredSettings).toHaveBeenCalledOnce();
  });

  it('lists the applications running when it opens', async () => {
    const fake = await setUp(true);
    fake.running.set([{ pid: 9, name: 'Notes', title: 'Notes' }]);
    const menu = openMenu();
    expect(within(menu).getAllByRole('group')).toEqual([within(menu).getByRole('group', { name: 'Notes (9)' })]);
  });

  it('says so when nothing runs, and kill all is then disabled', async () => {
    const fake = await setUp(true);
    fake.running.set([]);
    const menu = openMenu();
    expect(item('Kill all applications', menu).getAttribute('aria-disabled')).toBe('true');
    expect(item('No applications running', menu).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(item('Kill all applications', menu));
    expect(fake.apps.killAll).not.toHaveBeenCalled();
  });

  it('lists the packages that failed to load, each in a group titled with its name that says why', async () => {
    const fake = await setUp(true);
    const why = 'Package "Future" needs Atrium ^9; this is Atrium 0.2.0';
    fake.env.packageFailures.set(new Map([['Future', why]]));
    const failed = within(openMenu()).getByRole('group', { name: 'Packages that failed to load' });
    const entry = item(why, within(failed).getByRole('group', { name: 'Future' }));
    expect(entry.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(entry);
    expect(screen.getByRole('menu', { name: 'Developer' })).toBeTruthy();
  });

  it('removes its tray item when the plugin is deactivated', async () => {
    const fake = await setUp(true);
    fake.deactivate();
    expect(fake.trayItems.get()).toEqual([]);
  });
});

describe('developerMenu', () => {
  it('labels its entries in the current language, each app with its title and pid', () => {
    const fake = fakeContext({ running });
    expect(developerMenu(fake.ctx.apps, fake.ctx.env, fake.ctx.i18n).map((entry) => entry.label)).toEqual([
      'Kill all applications',
      'Files (3)',
      'Purchase Orders (7)',
      'Clear stored settings',
    ]);
  });
});
