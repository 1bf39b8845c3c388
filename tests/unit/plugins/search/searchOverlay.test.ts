import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_BLUR_HIDE_MS } from '../../../../plugins/search/constants';
import { createSearchOverlay } from '../../../../plugins/search/searchOverlay';
import type { FileEntry } from '../../../../sdk';
import { entry } from '../../vfs/fixtures';

const RESULTS: FileEntry[] = [entry('home:/a.txt'), entry('home:/b.txt'), entry('bos:/c.txt')];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The overlay over a search the test answers, with fake timers. */
function setUp(answer: () => Promise<readonly FileEntry[]> = () => Promise.resolve(RESULTS)) {
  const search = vi.fn(answer);
  const open = vi.fn();
  const overlay = createSearchOverlay({
    search,
    open,
    errorText: (error) => (error instanceof Error ? error.message : String(error)),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  const state = () => overlay.state.get();
  /** Shows it, types `query` and searches (Enter with nothing selected). */
  const searchFor = async (query: string) => {
    if (!state().visible) overlay.toggle();
    overlay.setQuery(query);
    overlay.press('Enter');
    await vi.runAllTimersAsync();
  };
  return { overlay, state, search, open, searchFor };
}

describe('the search overlay', () => {
  it('Enter with nothing selected searches with the query wrapped in wildcards on both sides', async () => {
    const { state, search, searchFor } = setUp();
    await searchFor('  report ');
    expect(search).toHaveBeenCalledWith('*report*');
    expect(state()).toMatchObject({ visible: true, results: RESULTS, index: -1, status: 'done', error: null });
  });

  it('shows the search under way, and an empty query searches nothing', async () => {
    let answer: (results: readonly FileEntry[]) => void = () => undefined;
    const { overlay, state, search } = setUp(() => new Promise((resolve) => (answer = resolve)));
    overlay.toggle();
    overlay.press('Enter');
    expect(search).not.toHaveBeenCalled();
    overlay.setQuery('a');
    overlay.press('Enter');
    expect(state().status).toBe('searching');
    answer([]);
    await vi.runAllTimersAsync();
    expect(state()).toMatchObject({ status: 'done', results: [] });
  });

  it('Down and Up move through the results and wrap around', async () => {
    const { overlay, state, searchFor } = setUp();
    await searchFor('x');
    const moves = ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowUp'].map((key) => {
      overlay.press(key);
      return state().index;
    });
    expect(moves).toEqual([0, 1, 2, 0, 2, 1, 0]);
    overlay.press('Escape');
    overlay.press('ArrowUp');
    expect(state().index).toBe(2);
  });

  it('Up and Down without results select nothing', () => {
    const { overlay, state } = setUp();
    overlay.toggle();
    expect(overlay.press('ArrowDown')).toBe(true);
    overlay.press('ArrowUp');
    expect(state().index).toBe(-1);
  });

  it('Escape resets the index; with nothing selected it hides the overlay', async () => {
    const { overlay, state, searchFor } = setUp();
    await searchFor('x');
    overlay.press('ArrowDown');
    overlay.press('Escape');
    expect(state()).toMatchObject({ visible: true, index: -1, results: RESULTS });
    overlay.press('Escape');
    expect(state().visible).toBe(false);
  });

  it('Enter opens the selected result and hides the overlay; so does choosing one', async () => {
    const { overlay, state, open, search, searchFor } = setUp();
    await searchFor('x');
    overlay.press('ArrowDown');
    overlay.press('ArrowDown');
    overlay.press('Enter');
    expect(open).toHaveBeenCalledWith(RESULTS[1]);
    expect(search).toHaveBeenCalledTimes(1);
    expect(state().visible).toBe(false);
    await searchFor('x');
    overlay.choose(2);
    expect(open).toHaveBeenLastCalledWith(RESULTS[2]);
  });

  it('toggling resets the query, the results and the errors, hidden or shown', async () => {
    const { overlay, state, searchFor } = setUp(() => Promise.reject(new Error('The search failed')));
    await searchFor('x');
    expect(state()).toMatchObject({ status: 'failed', error: 'The search failed', query: 'x' });
    overlay.toggle();
    expect(state()).toEqual({ visible: false, query: '', results: [], index: -1, status: 'idle', error: null });
    overlay.setQuery('left over');
    overlay.toggle();
    expect(state()).toEqual({ visible: true, query: '', results: [], index: -1, status: 'idle', error: null });
  });

  it('drops the answer of a search overtaken by a reset', async () => {
    let answer: (results: readonly FileEntry[]) => void = () => undefined;
    const { overlay, state } = setUp(() => new Promise((resolve) => (answer = resolve)));
    overlay.toggle();
    overlay.setQuery('x');
    overlay.press('Enter');
    overlay.toggle();
    overlay.toggle();
    answer(RESULTS);
    await vi.runAllTimersAsync();
    expect(state()).toMatchObject({ visible: true, results: [], status: 'idle' });
  });

  it(`losing the focus hides it after ${SEARCH_BLUR_HIDE_MS} ms when the query is empty`, () => {
    const { overlay, state } = setUp();
    overlay.toggle();
    overlay.blurred();
    vi.advanceTimersByTime(SEARCH_BLUR_HIDE_MS - 1);
    expect(state().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(state().visible).toBe(false);
  });

  it('losing the focus keeps it when the query is not empty, or when the focus comes back in time', () => {
    const { overlay, state } = setUp();
    overlay.toggle();
    overlay.setQuery('draft');
    overlay.blurred();
    vi.advanceTimersByTime(SEARCH_BLUR_HIDE_MS * 2);
    expect(state().visible).toBe(true);
    overlay.setQuery('');
    overlay.blurred();
    vi.advanceTimersByTime(SEARCH_BLUR_HIDE_MS - 100);
    overlay.focused();
    vi.advanceTimersByTime(SEARCH_BLUR_HIDE_MS);
    expect(state().visible).toBe(true);
  });

  it('a hide pending from a blur does not hide the overlay shown again afterwards', () => {
    const { overlay, state } = setUp();
    overlay.toggle();
    overlay.blurred();
    overlay.toggle();
    overlay.toggle();
    vi.advanceTimersByTime(SEARCH_BLUR_HIDE_MS);
    expect(state().visible).toBe(true);
  });

  it('leaves other keys to the text box', () => {
    const { overlay } = setUp();
    overlay.toggle();
    expect(overlay.press('a')).toBe(false);
    expect(overlay.press('Tab')).toBe(false);
  });
});
