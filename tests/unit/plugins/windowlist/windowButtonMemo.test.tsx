import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { windowlist } from '../../../../plugins/windowlist';
import { sameEntry } from '../../../../plugins/windowlist/WindowButton';
import { WindowIcon } from '../../../../plugins/windowlist/WindowIcon';
import { fakeContext, windowEntry } from '../fakeContext';

// Each render of a window button renders its icon once: counting icons counts button renders.
vi.mock('../../../../plugins/windowlist/WindowIcon', () => ({ WindowIcon: vi.fn(() => null) }));
const iconRenders = vi.mocked(WindowIcon);

beforeEach(() => {
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

const COUNT = 1000;
/** The list as a store might publish it: new objects for every window, equal where nothing changed. */
const list = (focused: number, titleOf: (wid: number) => string = (wid) => `Window ${wid}`) =>
  Array.from({ length: COUNT }, (_, index) => windowEntry(index + 1, titleOf(index + 1), { focused: index + 1 === focused }));

describe('window list: rendering thousands of windows', () => {
  it('re-renders only the two buttons a focus change touches', async () => {
    const fake = fakeContext({ windows: list(1) });
    await fake.activate(windowlist);
    fake.renderPanel();
    expect(iconRenders).toHaveBeenCalledTimes(COUNT);

    iconRenders.mockClear();
    fake.set(fake.windowList, list(COUNT));
    expect(iconRenders).toHaveBeenCalledTimes(2);
  });

  it('re-renders only the button whose title changed', async () => {
    const fake = fakeContext({ windows: list(0) });
    await fake.activate(windowlist);
    fake.renderPanel();
    iconRenders.mockClear();
    fake.set(fake.windowList, list(0, (wid) => (wid === 7 ? 'Renamed' : `Window ${wid}`)));
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
