import { describe, expect, it } from 'vitest';
import { click, EMPTY_SELECTION, findByPrefix, move, reconcile, selectAll, selectedInOrder, selectOnly, stepIndex, toggleFocused, type Selection } from '../../../engine/filelist/selection';

const ORDER = ['a', 'b', 'c', 'd', 'e'];
const keys = (selection: Selection) => selectedInOrder(selection, ORDER);

describe('selection by pointer', () => {
  it('a click selects one entry, anchor and focus on it', () => {
    const selection = click(selectOnly('a'), ORDER, 'c');
    expect(keys(selection)).toEqual(['c']);
    expect(selection).toMatchObject({ anchor: 'c', focus: 'c' });
  });

  it('Ctrl+click adds and removes entries, moving the anchor', () => {
    let selection = click(selectOnly('a'), ORDER, 'c', { toggle: true, range: false });
    expect(keys(selection)).toEqual(['a', 'c']);
    selection = click(selection, ORDER, 'a', { toggle: true, range: false });
    expect(keys(selection)).toEqual(['c']);
    expect(selection.anchor).toBe('a');
  });

  it('Shift+click selects the range from the anchor, either way, and keeps the anchor', () => {
    let selection = click(selectOnly('b'), ORDER, 'd', { toggle: false, range: true });
    expect(keys(selection)).toEqual(['b', 'c', 'd']);
    selection = click(selection, ORDER, 'a', { toggle: false, range: true });
    expect(keys(selection)).toEqual(['a', 'b']);
    expect(selection).toMatchObject({ anchor: 'b', focus: 'a' });
  });

  it('Ctrl+Shift+click adds the range to what was selected', () => {
    const start = click(selectOnly('a'), ORDER, 'c', { toggle: true, range: false });
    const selection = click(start, ORDER, 'e', { toggle: true, range: true });
    expect(keys(selection)).toEqual(['a', 'c', 'd', 'e']);
  });

  it('Shift+click with no anchor yet selects the one entry', () => {
    expect(keys(click(EMPTY_SELECTION, ORDER, 'c', { toggle: false, range: true }))).toEqual(['c']);
  });
});

describe('selection by keyboard', () => {
  it('the first arrow press lands on the first entry, Up on the last', () => {
    expect(move(EMPTY_SELECTION, ORDER, 1).focus).toBe('a');
    expect(move(EMPTY_SELECTION, ORDER, -1).focus).toBe('e');
  });

  it('arrows move focus and selection together and stop at the ends', () => {
    let selection = move(selectOnly('d'), ORDER, 1);
    expect(keys(selection)).toEqual(['e']);
    selection = move(selection, ORDER, 1);
    expect(selection.focus).toBe('e');
    expect(keys(move(selection, ORDER, -10))).toEqual(['a']);
  });

  it('Home and End go to the first and last entry', () => {
    expect(move(selectOnly('c'), ORDER, 'first').focus).toBe('a');
    expect(move(selectOnly('c'), ORDER, 'last').focus).toBe('e');
  });

  it('Shift+arrows grow and shrink the range around the anchor', () => {
    let selection = move(selectOnly('b'), ORDER, 1, { toggle: false, range: true });
    selection = move(selection, ORDER, 1, { toggle: false, range: true });
    expect(keys(selection)).toEqual(['b', 'c', 'd']);
    selection = move(selection, ORDER, -3, { toggle: false, range: true });
    expect(keys(selection)).toEqual(['a', 'b']);
    expect(selection.anchor).toBe('b');
  });

  it('Shift+End selects from the anchor to the last entry', () => {
    expect(keys(move(selectOnly('c'), ORDER, 'last', { toggle: false, range: true }))).toEqual(['c', 'd', 'e']);
  });

  it('Ctrl+arrows move the focus alone, and Ctrl+Space toggles the focused entry', () => {
    let selection = move(selectOnly('a'), ORDER, 2, { toggle: true, range: false });
    expect(keys(selection)).toEqual(['a']);
    expect(selection.focus).toBe('c');
    selection = toggleFocused(selection);
    expect(keys(selection)).toEqual(['a', 'c']);
    expect(keys(toggleFocused(selection))).toEqual(['a']);
  });

  it('Ctrl+A selects everything and keeps the focus', () => {
    const selection = selectAll(selectOnly('c'), ORDER);
    expect(keys(selection)).toEqual(ORDER);
    expect(selection.focus).toBe('c');
  });

  it('an empty list changes nothing', () => {
    expect(move(EMPTY_SELECTION, [], 1)).toBe(EMPTY_SELECTION);
  });

  it('steps stay inside the list', () => {
    expect(stepIndex(3, 5, 10)).toBe(4);
    expect(stepIndex(1, 5, -10)).toBe(0);
    expect(stepIndex(-1, 5, 'last')).toBe(4);
  });
});

describe('selection after the list changed', () => {
  it('drops keys that went and keeps the rest as it was', () => {
    const selection = click(selectOnly('b'), ORDER, 'd', { toggle: true, range: false });
    const next = reconcile(selection, ORDER, ['a', 'b', 'c', 'e']);
    expect(selectedInOrder(next, ['a', 'b', 'c', 'e'])).toEqual(['b']);
    expect(next.anchor).toBeNull();
  });

  it('moves a focus that went to the entry now at its place', () => {
    const next = reconcile(selectOnly('c'), ORDER, ['a', 'b', 'd', 'e']);
    expect(next.focus).toBe('d');
    expect(next.selected.size).toBe(0);
  });

  it('is the same object when nothing changed', () => {
    const selection = selectOnly('c');
    expect(reconcile(selection, ORDER, [...ORDER, 'f'])).toBe(selection);
  });
});

describe('type-ahead', () => {
  const NAMES = ['Archive', 'apple.txt', 'Banana', 'Élan', 'elm'];
  it('a letter walks through the names with it, wrapping round', () => {
    expect(findByPrefix(NAMES, 'a', -1)).toBe(0);
    expect(findByPrefix(NAMES, 'a', 0)).toBe(1);
    expect(findByPrefix(NAMES, 'a', 1)).toBe(0);
  });
  it('letters typed together find the name they start, accents and case ignored', () => {
    expect(findByPrefix(NAMES, 'el', 2)).toBe(3);
    expect(findByPrefix(NAMES, 'elm', 3)).toBe(4);
    expect(findByPrefix(NAMES, 'zz', 0)).toBeNull();
  });
});
