import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { windowlist } from '../../../../plugins/windowlist';
import { fakeContext, windowEntry } from '../fakeContext';

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
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
    const fake = await setUp();
    scrollIntoView.mockClear();
    fake.set(fake.windowList, [windowEntry(1, 'Files'), windowEntry(2, 'Orders'), windowEntry(3, 'Notes', { focused: true })]);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(button('Notes'));
  });

  it('lets Tab reach one button (the focused window) and the arrow keys move along the list', async () => {
    await setUp();
    expect(within(toolbar()).getAllByRole('button').map((item) => item.tabIndex)).toEqual([-1, 0, -1]);
    button('Orders').focus();
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
