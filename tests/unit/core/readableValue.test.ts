import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { selectValue, writableValue } from '../../../engine/core';

describe('writableValue', () => {
  it('reads what was set last', () => {
    const value = writableValue('en_EN');
    expect(value.get()).toBe('en_EN');
    value.set('de_DE');
    expect(value.get()).toBe('de_DE');
  });

  it('tells subscribers each new value, not the current one', () => {
    const value = writableValue(1);
    const told = vi.fn();
    value.subscribe(told);
    expect(told).not.toHaveBeenCalled();
    value.set(2);
    value.set(3);
    expect(told.mock.calls).toEqual([[2], [3]]);
  });

  it('tells nobody when the value does not change (Object.is)', () => {
    const list: readonly string[] = ['a'];
    const value = writableValue(list);
    const number = writableValue(Number.NaN);
    const told = vi.fn();
    value.subscribe(told);
    number.subscribe(told);
    value.set(list);
    number.set(Number.NaN);
    expect(told).not.toHaveBeenCalled();
    value.set(['a']);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('stops telling a subscriber once its subscription is disposed', () => {
    const value = writableValue(0);
    const kept = vi.fn();
    const dropped = vi.fn();
    value.subscribe(kept);
    value.subscribe(dropped).dispose();
    value.set(1);
    expect(kept).toHaveBeenCalledWith(1);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('lets a subscriber unsubscribe while being told', () => {
    const value = writableValue(0);
    const seen: number[] = [];
    const subscription = value.subscribe((next) => {
      seen.push(next);
      subscription.dispose();
    });
    const other = vi.fn();
    value.subscribe(other);
    value.set(1);
    value.set(2);
    expect(seen).toEqual([1]);
    expect(other.mock.calls).toEqual([[1], [2]]);
  });
});

describe('selectValue', () => {
  interface State {
    titles: readonly string[];
    position: number;
  }

  function setUp() {
    const store = createStore<State>()(() => ({ titles: ['One'], position: 0 }));
    return { store, set: (change: Partial<State>) => store.setState(change) };
  }

  it('reads the selection of the current state, selecting once per state', () => {
    const { store, set } = setUp();
    const select = vi.fn((state: State) => state.titles.join(','));
    const titles = selectValue(store, select);
    expect(titles.get()).toBe('One');
    expect(titles.get()).toBe('One');
    expect(select).toHaveBeenCalledTimes(1);
    set({ titles: ['One', 'Two'] });
    expect(titles.get()).toBe('One,Two');
    expect(select).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers only of changes to the selection', () => {
    const { store, set } = setUp();
    const titles = selectValue(store, (state) => state.titles);
    const told = vi.fn();
    titles.subscribe(told);
    set({ position: 10 });
    expect(told).not.toHaveBeenCalled();
    set({ titles: ['Two'] });
    expect(told.mock.calls).toEqual([[['Two']]]);
  });

  it('keeps the value it had while `equal` says the new selection is the same', () => {
    const { store, set } = setUp();
    const sameTitles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((title, index) => title === b[index]);
    const titles = selectValue(store, (state) => [...state.titles], sameTitles);
    const told = vi.fn();
    titles.subscribe(told);
    const before = titles.get();
    set({ titles: ['One'] });
    expect(titles.get()).toBe(before);
    expect(told).not.toHaveBeenCalled();
    set({ titles: ['One', 'Two'] });
    expect(told).toHaveBeenCalledTimes(1);
    expect(titles.get()).toEqual(['One', 'Two']);
  });

  it('gives the selector the value it selected before', () => {
    const { store, set } = setUp();
    const previous: unknown[] = [];
    const titles = selectValue(store, (state: State, before: number | undefined) => {
      previous.push(before);
      return state.titles.length;
    });
    titles.get();
    set({ titles: ['One', 'Two'] });
    titles.get();
    expect(previous).toEqual([undefined, 1]);
  });

  it('stops telling a subscriber once its subscription is disposed', () => {
    const { store, set } = setUp();
    const titles = selectValue(store, (state) => state.titles);
    const told = vi.fn();
    titles.subscribe(told).dispose();
    set({ titles: ['Two'] });
    expect(told).not.toHaveBeenCalled();
  });
});
