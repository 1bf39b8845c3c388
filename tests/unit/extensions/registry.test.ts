import { describe, expect, it, vi } from 'vitest';
import { createRegistry } from '../../../engine/extensions';

interface Item {
  id: string;
  order?: number;
}

const registry = () => createRegistry<Item>('panel item', (item) => item.id, (item) => item.order ?? 0);
const ids = (items: readonly Item[]) => items.map((item) => item.id);

describe('registry', () => {
  it('lists what is registered, sorted by order, ties in registration order', () => {
    const panel = registry();
    panel.register({ id: 'clock', order: 10 });
    panel.register({ id: 'menu', order: -1 });
    panel.register({ id: 'tray', order: 10 });
    panel.register({ id: 'windows' });
    expect(ids(panel.items.get())).toEqual(['menu', 'windows', 'clock', 'tray']);
  });

  it('finds an item by its key', () => {
    const panel = registry();
    const menu = { id: 'menu' };
    panel.register(menu);
    expect(panel.get('menu')).toBe(menu);
    expect(panel.get('other')).toBeUndefined();
  });

  it('refuses a key that is taken, naming the kind and the key', () => {
    const panel = registry();
    panel.register({ id: 'menu' });
    expect(() => panel.register({ id: 'menu' })).toThrow("Atrium: a panel item 'menu' is already registered");
    expect(ids(panel.items.get())).toEqual(['menu']);
  });

  it('removes an item when its registration is disposed, once', () => {
    const panel = registry();
    const menu = panel.register({ id: 'menu' });
    panel.register({ id: 'clock' });
    menu.dispose();
    menu.dispose();
    expect(ids(panel.items.get())).toEqual(['clock']);
    expect(panel.get('menu')).toBeUndefined();
  });

  it('leaves a newer item under the same key alone when an old registration is disposed', () => {
    const panel = registry();
    const old = panel.register({ id: 'menu', order: 1 });
    old.dispose();
    const newer = { id: 'menu', order: 2 };
    panel.register(newer);
    old.dispose();
    expect(panel.get('menu')).toBe(newer);
  });

  it('tells subscribers of each change with a new array', () => {
    const panel = registry();
    const seen = vi.fn();
    panel.items.subscribe(seen);
    const before = panel.items.get();
    const menu = panel.register({ id: 'menu' });
    const after = panel.items.get();
    menu.dispose();
    expect(after).not.toBe(before);
    expect(seen.mock.calls.map(([items]) => ids(items as Item[]))).toEqual([['menu'], []]);
  });

  it('keeps registration order without an order function', () => {
    const widgets = createRegistry<Item>('widget', (item) => item.id);
    widgets.register({ id: 'b', order: 5 });
    widgets.register({ id: 'a', order: 1 });
    expect(ids(widgets.items.get())).toEqual(['b', 'a']);
  });
});
