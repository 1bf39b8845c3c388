import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../../engine/i18n';
import { tray } from '../../../../plugins/tray';
import type { TrayMenuEntry } from '../../../../sdk';
import { fakeContext } from '../fakeContext';

afterEach(cleanup);

async function setUp() {
  const fake = fakeContext();
  await fake.activate(tray);
  fake.renderPanel();
  return fake;
}

const trayGroup = () => screen.getByRole('group', { name: 'Tray' });
const trayButton = (name: string) => within(trayGroup()).getByRole('button', { name });
const menu = (name: string) => screen.getByRole('menu', { name });
const focused = () => document.activeElement?.textContent;
const key = (name: string) => {
  if (!document.activeElement) throw new Error('nothing is focused');
  fireEvent.keyDown(document.activeElement, { key: name });
};

/** A menu like the developer menu: an action, a disabled one, a group, and a last action. */
function entries(run: (label: string) => void): TrayMenuEntry[] {
  const entry = (label: string, extra: Partial<TrayMenuEntry> = {}) => ({ label, run: () => run(label), ...extra });
  return [
    entry('First'),
    entry('Disabled', { disabled: true }),
    entry('Files (3)', { children: [entry('Kill'), entry('Reload')] }),
    entry('Last'),
  ];
}

describe('tray', () => {
  it('sits first at the end of the panel', async () => {
    const fake = await setUp();
    expect(fake.panelItems.get()).toMatchObject([{ id: 'atrium.tray', slot: 'end', order: 0 }]);
  });

  it('shows the tray items in their order, named by their title, with an image or a letter', async () => {
    const fake = await setUp();
    fake.run(() => fake.ctx.tray.register({ id: 'b', title: 'Search', icon: '/icons/search.png', order: 2 }));
    fake.run(() => fake.ctx.tray.register({ id: 'a', title: 'network', icon: null, order: 1 }));
    const buttons = within(trayGroup()).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['network', 'Search']);
    expect(buttons.map((button) => button.title)).toEqual(['network', 'Search']);
    expect(buttons[0]?.textContent).toBe('N');
    expect(buttons[1]?.querySelector('img')?.getAttribute('src')).toBe('/icons/search.png');
  });

  it("runs an item's onClick", async () => {
    const fake = await setUp();
    const onClick = vi.fn();
    fake.run(() => fake.ctx.tray.register({ id: 'x', title: 'Sync', icon: null, onClick }));
    fireEvent.click(trayButton('Sync'));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows titles and labels as the plugin wrote them (plugins translate through ctx.i18n)', async () => {
    const fake = await setUp();
    const menuOf = () => [{ label: 'developer.killAll', run: () => undefined }];
    fake.run(() => fake.ctx.tray.register({ id: 'dev', title: 'Tools', icon: null, menu: menuOf }));
    fireEvent.click(trayButton('Tools'));
    expect(within(menu('Tools')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['developer.killAll']);
  });
});

describe('tray and a language switch', () => {
  it('follows a title given as ctx.i18n.localize, and asks an open menu for its entries again', async () => {
    const fake = await setUp();
    const menuOf = vi.fn(() => [{ label: fake.ctx.i18n.t('developer.killAll'), run: () => undefined }]);
    fake.run(() => fake.ctx.tray.register({ id: 'dev', title: fake.ctx.i18n.localize('developer.title'), icon: null, menu: menuOf }));
    fireEvent.click(trayButton('Developer'));
    expect(within(menu('Developer')).getByRole('menuitem').textContent).toBe('Kill all applications');

    await act(() => setLocale(fake.i18n, 'de_DE'));
    expect(screen.getByRole('button', { name: 'Entwickler' }).title).toBe('Entwickler');
    expect(within(menu('Entwickler')).getByRole('menuitem').textContent).toBe('Alle Anwendungen beenden');
    expect(menuOf).toHaveBeenCalledTimes(2);
  });
});

describe('tray menus', () => {
  async function withMenu() {
    const fake = await setUp();
    const ran = vi.fn<(label: string) => void>();
    const menuOf = vi.fn(() => entries(ran));
    fake.run(() => fake.ctx.tray.register({ id: 'dev', title: 'Tools', icon: null, menu: menuOf }));
    return { fake, ran, menuOf };
  }

  it('asks for the entries each time the menu opens, and focuses the first', async () => {
    const { menuOf } = await withMenu();
    expect(menuOf).not.toHaveBeenCalled();
    fireEvent.click(trayButton('Tools'));
    expect(menuOf).toHaveBeenCalledOnce();
    expect(trayButton('Tools').getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe('First');
    fireEvent.click(trayButton('Tools'));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trayButton('Tools'));
    expect(menuOf).toHaveBeenCalledTimes(2);
  });

  it('shows nested entries as a group labelled by their heading', async () => {
    await withMenu();
    fireEvent.click(trayButton('Tools'));
    const group = within(menu('Tools')).getByRole('group', { name: 'Files (3)' });
    expect(within(group).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Kill', 'Reload']);
    expect(within(menu('Tools')).getByRole('menuitem', { name: 'Disabled' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('moves with the arrow keys over enabled entries, wrapping, and jumps with Home and End', async () => {
    await withMenu();
    fireEvent.click(trayButton('Tools'));
    key('ArrowDown');
    expect(focused()).toBe('Kill');
    key('ArrowDown');
    expect(focused()).toBe('Reload');
    key('ArrowDown');
    expect(focused()).toBe('Last');
    key('ArrowDown');
    expect(focused()).toBe('First');
    key('ArrowUp');
    expect(focused()).toBe('Last');
    key('Home');
    expect(focused()).toBe('First');
    key('End');
    expect(focused()).toBe('Last');
  });

  it('runs the focused entry on Enter or Space, closes, and gives focus back to the tray button', async () => {
    const { ran } = await withMenu();
    fireEvent.click(trayButton('Tools'));
    key('ArrowDown');
    key('Enter');
    expect(ran.mock.calls).toEqual([['Kill']]);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trayButton('Tools'));

    fireEvent.click(trayButton('Tools'));
    key(' ');
    expect(ran.mock.calls).toEqual([['Kill'], ['First']]);
  });

  it('runs an entry on click, but not a disabled one', async () => {
    const { ran } = await withMenu();
    fireEvent.click(trayButton('Tools'));
    fireEvent.click(within(menu('Tools')).getByRole('menuitem', { name: 'Disabled' }));
    expect(ran).not.toHaveBeenCalled();
    expect(menu('Tools').isConnected).toBe(true);
    fireEvent.click(within(menu('Tools')).getByRole('menuitem', { name: 'Reload' }));
    expect(ran.mock.calls).toEqual([['Reload']]);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape with focus back on the tray button, and on Tab', async () => {
    await withMenu();
    fireEvent.click(trayButton('Tools'));
    key('Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trayButton('Tools'));
    fireEvent.click(trayButton('Tools'));
    key('Tab');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a press outside it', async () => {
    await withMenu();
    fireEvent.click(trayButton('Tools'));
    fireEvent.pointerDown(within(menu('Tools')).getByRole('menuitem', { name: 'First' }));
    expect(menu('Tools').isConnected).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('removes its panel item when the plugin is deactivated', async () => {
    const { fake } = await withMenu();
    fake.deactivate();
    expect(screen.queryByRole('group', { name: 'Tray' })).toBeNull();
  });
});
