import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { windowlist } from '../../../../plugins/windowlist';
import { sameEntry } from '../../../../plugins/windowlist/WindowButton';
import { WindowIcon } from '../../../../plugins/windowlist/WindowIcon';
import { fakeContext, windowEntry } from '../fakeContext';

// Each render of a window button renders its icon once: counting icons counts button renders.
vi.mock('../../../../plugins/windowlist/WindowIcon', () => ({ WindowIcon: vi.fn(() => null) }));
const iconRenders = vi.mocked(WindowIcon);

afterEach(cleanup);

const COUNT = 1000;
/** The list as a store might publish it: new objects for every window, equal where nothing changed. */
const list = (focused: number, titleOf: (wid: number) => string = (wid) => `Window ${wid}`) =>
  Array.from({ length: COUNT }, (_, index) => windowEntry(index + 1, titleOf(index + 1), { focused: index + 1 === focused }));

async function renderList(focused: number) {
  const fake = fakeContext({ windows: list(focused) });
  await fake.activate(windowlist);
  fake.renderPanel();
  return fake;
}

describe('window list: rendering thousands of windows', () => {
  it('renders each button in view once, and none of the others', async () => {
    iconRenders.mockClear();
    await renderList(1);
    // jsdom lays nothing out: the list falls back to the window's width, 1024px of 184px buttons.
    expect(iconRenders.mock.calls.length).toBeLessThan(20);
    expect(new Set(iconRenders.mock.calls.map(([props]) => props.title)).size).toBe(iconRenders.mock.calls.length);
  });

  it('re-renders only the two buttons a focus change touches', async () => {
    const fake = await renderList(1);
    iconRenders.mockClear();
    fake.set(fake.windowList, list(3));
    expect(iconRenders).toHaveBeenCalledTimes(2);
  });

  it('re-renders only the button whose title changed', async () => {
    const fake = await renderList(0);
    iconRenders.mockClear();
    fake.set(fake.windowList, list(0, (wid) => (wid === 4 ? 'Renamed' : `Window ${wid}`)));
    expect(iconRenders).toHaveBeenCalledTimes(1);
    expect(iconRenders.mock.calls[0]?.[0]).toMatchObject({ title: 'Renamed' });
  });

  it('compares entries by what they show, not by identity', () => {
    const entry = windowEntry(1, 'Files');
    expect(sameEntry(entry, { ...entry })).toBe(true);
    expect(sameEntry(entry, { ...entry, minimized: true })).toBe(false);
    expect(sameEntry(entry, { ...entry, icon: '/x.png' })).toBe(false);
  });
});
