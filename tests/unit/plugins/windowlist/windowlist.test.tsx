import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { windowlist } from '../../../../plugins/windowlist';
import { fakeContext, windowEntry } from '../fakeContext';

// jsdom lays nothing out: the list's viewport is as wide as a test says (0: jsdom's own 0, for
// which the list falls back to the window's 1024px).
let viewportWidth = 0;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('windowlist') ? viewportWidth : 0;
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});
beforeEach(() => {
  viewportWidth = 0;
});
afterEach(cleanup);

const windows = [
  windowEntry(1, 'Files', { icon: '/icons/files.png' }),
  windowEntry(2, 'Orders', { focused: true }),
  windowEntry(3, 'Notes', { minimized: true }),
];

async function setUp() {
  const fake = fakeContext({ windows });
  await fake.activate(windowlist);
  fake.renderPanel();
  return fake;
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Windows' });
const button = (name: string) => within(toolbar()).getByRole('button', { name });

describe('window list', () => {
  it('sits in the middle of the panel', async () => {
    const fake = await setUp();
    expect(fake.panelItems.get()).toMatchObject([{ id: 'atrium.windowlist', slot: 'center', order: 0 }]);
  });

  it('shows a button per window, oldest first, with its icon (or first letter) and title', async () => {
    await setUp();
    expect(within(toolbar()).getAllByRole('button').map((item) => item.getAttribute('title'))).toEqual(['Files', 'Orders', 'Notes']);
    expect(button('Files').querySelector('img')?.getAttribute('src')).toBe('/icons/files.png');
    expect(button('Orders').querySelector('.windowlist__icon--letter')?.textContent).toBe('O');
  });

  it('presses the focused window and dims the minimized one', async () => {
    await setUp();
    expect(['Files', 'Orders', 'Notes'].map((name) => button(name).getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    expect(button('Notes').classList.contains('windowlist__button--minimized')).toBe(true);
    expect(button('Files').classList.contains('windowlist__button--minimized')).toBe(false);
  });

  it('minimizes the focused window on click', async () => {
    const fake = await setUp();
    fireEvent.click(button('Orders'));
    expect(fake.windows.minimize).toHaveBeenCalledExactlyOnceWith(2);
    expect(fake.windows.focus).not.toHaveBeenCalled();
  });

  it('focuses another window on click, and restores a minimized one by focusing it', async () => {
    const fake = await setUp();
    fireEvent.click(button('Files'));
    fireEvent.click(button('Notes'));
    expect(fake.windows.focus.mock.calls).toEqual([[1], [3]]);
    expect(fake.windows.minimize).not.toHaveBeenCalled();
  });

  it('follows the list as windows open, change and close', async () => {
    const fake = await setUp();
    fake.set(fake.windowList, [windowEntry(1, 'Files'), windowEntry(4, 'Report', { focused: true })]);
    expect(within(toolbar()).getAllByRole('button').map((item) => item.textContent)).toEqual(['FFiles', 'RReport']);
    expect(button('Report').getAttribute('aria-pressed')).toBe('true');
  });

  it('scrolls the newly focused window into view', async () => {
    viewportWidth = 250; // three buttons at their minimum, 96px and a 4px gap, do not fit
    const fake = await setUp();
    expect(toolbar().scrollLeft).toBe(0);
    fake.set(fake.windowList, [windowEntry(1, 'Files'), windowEntry(2, 'Orders'), windowEntry(3, 'Notes', { focused: true })]);
    expect(toolbar().scrollLeft).toBe(2 * 100 + 96 - 250);
  });

  it('leaves the scroll position alone when the newly focused window is in view: no layout forced in a raise', async () => {
    viewportWidth = 250;
    const fake = await setUp();
    let writes = 0;
    const list = toolbar();
    const { get, set } = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollLeft') as PropertyDescriptor;
    Object.defineProperty(list, 'scrollLeft', {
      configurable: true,
      get(this: Element) {
        return get?.call(this) as number;
      },
      set(this: Element, value: number) {
        writes++;
        set?.call(this, value);
      },
    });
    fake.set(fake.windowList, [windowEntry(1, 'Files', { focused: true }), windowEntry(2, 'Orders'), windowEntry(3, 'Notes', { minimized: true })]);
    expect(button('Files').getAttribute('aria-pressed')).toBe('true');
    expect(writes).toBe(0);
  });

  it('lets Tab reach one button (the focused window) and the arrow keys move along the list', async () => {
    await setUp();
    expect(within(toolbar()).getAllByRole('button').map((item) => item.tabIndex)).toEqual([-1, 0, -1]);
    act(() => button('Orders').focus());
    fireEvent.keyDown(button('Orders'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Notes'));
    fireEvent.keyDown(button('Notes'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Notes'));
    fireEvent.keyDown(button('Notes'), { key: 'Home' });
    expect(document.activeElement).toBe(button('Files'));
    fireEvent.keyDown(button('Files'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(button('Files'));
    fireEvent.keyDown(button('Files'), { key: 'End' });
    expect(document.activeElement).toBe(button('Notes'));
  });

  it('makes the first button the tab stop when no window is focused', async () => {
    const fake = await setUp();
    fake.set(fake.windowList, [windowEntry(1, 'Files'), windowEntry(2, 'Orders')]);
    expect(within(toolbar()).getAllByRole('button').map((item) => item.tabIndex)).toEqual([0, -1]);
  });

  it('turns a vertical wheel into sideways scrolling', async () => {
    await setUp();
    fireEvent.wheel(toolbar(), { deltaY: 120 });
    expect(toolbar().scrollLeft).toBe(120);
  });

  it('removes its panel item when the plugin is deactivated', async () => {
    const fake = await setUp();
    fake.deactivate();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});

describe('window list: ten thousand windows', () => {
  const COUNT = 10_000;
  const many = (focused = 0) => Array.from({ length: COUNT }, (_, index) => windowEntry(index + 1, `Window ${index + 1}`, { focused: index + 1 === focused }));
  const titles = () => within(toolbar()).getAllByRole('button').map((item) => item.getAttribute('title'));
  const windowsFrom = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => `Window ${first + index}`);

  async function setUpMany(focused = 0) {
    viewportWidth = 1000; // ten 96px buttons with 4px gaps
    const fake = fakeContext({ windows: many(focused) });
    await fake.activate(windowlist);
    fake.renderPanel();
    return fake;
  }

  it('renders only the buttons in view and two more on each side, in a row as wide as all of them', async () => {
    await setUpMany();
    expect(titles()).toEqual(windowsFrom(1, 12));
    const row = toolbar().querySelector<HTMLElement>('.windowlist__row');
    expect(row?.style.width).toBe(`${COUNT * 100 - 4}px`);
    expect(toolbar().style.getPropertyValue('--windowlist-button-width')).toBe('96px');
    expect(button('Window 12').style.getPropertyValue('--windowlist-index')).toBe('11');
  });

  it('renders other buttons as the list scrolls, keeping the tab stop', async () => {
    await setUpMany();
    toolbar().scrollLeft = 5050;
    fireEvent.scroll(toolbar());
    expect(titles()).toEqual(['Window 1', ...windowsFrom(49, 63)]);
    expect(button('Window 1').tabIndex).toBe(0);
  });

  it('scrolls a far window into view when it is focused, and renders it', async () => {
    const fake = await setUpMany(1);
    fake.set(fake.windowList, many(9000));
    expect(toolbar().scrollLeft).toBe(8999 * 100 + 96 - 1000);
    expect(button('Window 9000').getAttribute('aria-pressed')).toBe('true');
    expect(button('Window 9000').tabIndex).toBe(0);
    expect(titles()).toEqual(windowsFrom(8988, 9002));
  });

  it('moves along the whole list by keyboard, scrolling to the button it focuses', async () => {
    await setUpMany();
    act(() => button('Window 1').focus());
    fireEvent.keyDown(button('Window 1'), { key: 'End' });
    expect(document.activeElement).toBe(button('Window 10000'));
    expect(toolbar().scrollLeft).toBe(COUNT * 100 - 4 - 1000);
    fireEvent.keyDown(button('Window 10000'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(button('Window 9999'));
    fireEvent.keyDown(button('Window 9999'), { key: 'Home' });
    expect(document.activeElement).toBe(button('Window 1'));
    expect(toolbar().scrollLeft).toBe(0);
    for (let step = 0; step < 10; step++) fireEvent.keyDown(document.activeElement ?? toolbar(), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Window 11'));
    expect(toolbar().scrollLeft).toBe(10 * 100 + 96 - 1000);
  });

  it('mirrors the arrow keys and the scroll position right to left', async () => {
    await setUpMany();
    toolbar().style.direction = 'rtl';
    act(() => button('Window 10').focus());
    fireEvent.keyDown(button('Window 10'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(button('Window 11'));
    expect(toolbar().scrollLeft).toBe(-(10 * 100 + 96 - 1000));
    fireEvent.keyDown(button('Window 11'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Window 10'));
  });

  it('keeps the button holding keyboard focus while the list scrolls away from it', async () => {
    await setUpMany();
    act(() => button('Window 5').focus());
    toolbar().scrollLeft = 500_000;
    fireEvent.scroll(toolbar());
    expect(document.activeElement).toBe(button('Window 5'));
    expect(titles()).toEqual(['Window 1', 'Window 5', ...windowsFrom(4999, 5012)]);
  });
});
