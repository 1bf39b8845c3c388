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

  it('holds a function or an object as the value itself, neither called nor merged', () => {
    const first = () => 'first';
    const second = () => 'second';
    const action = writableValue(first);
    action.set(second);
    expect(action.get()).toBe(second);
    const record = writableValue<Record<string, number>>({ a: 1 });
    const replacement = { b: 2 };
    record.set(replacement);
    expect(record.get()).toBe(replacement);
  });

  it('tells subscribers in the order they subscribed', () => {
    const value = writableValue(0);
    const heard: string[] = [];
    for (const name of ['a', 'b', 'c']) value.subscribe(() => heard.push(name));
    value.set(1);
    expect(heard).toEqual(['a', 'b', 'c']);
  });

  // As an Emitter's fire: the subscribers told of a value are those there when it was set.
  it('still tells of the current value a subscriber disposed by an earlier one, and nothing after', () => {
    const value = writableValue(0);
    const heard: number[] = [];
    value.subscribe((next) => {
      if (next === 1) victim.dispose();
    });
    const victim = value.subscribe((next) => heard.push(next));
    value.set(1);
    value.set(2);
    expect(heard).toEqual([1]);
  });

  it('tells a subscriber added while telling only of the next value', () => {
    const value = writableValue(0);
    const heard: number[] = [];
    let added = false;
    value.subscribe(() => {
      if (added) return;
      added = true;
      value.subscribe((next) => heard.push(next));
    });
    value.set(1);
    value.set(2);
    expect(heard).toEqual([2]);
  });

  it('throws a subscriber’s error out of set, keeps the value, and tells no later subscriber of it', () => {
    const value = writableValue(0);
    const heard: number[] = [];
    const failure = new Error('subscriber failed');
    value.subscribe((next) => {
      if (next === 1) throw failure;
    });
    value.subscribe((next) => heard.push(next));
    expect(() => value.set(1)).toThrow(failure);
    expect(value.get()).toBe(1);
    value.set(2);
    expect(heard).toEqual([2]);
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

  it('asks `equal` nothing when the selector gives back the value it had', () => {
    const { store, set } = setUp();
    const equal = vi.fn((a: readonly string[], b: readonly string[]) => a.length === b.length);
    const titles = selectValue(store, (state: State, before: readonly string[] | undefined) => before ?? state.titles, equal);
    titles.subscribe(() => undefined);
    set({ titles: ['One', 'Two'] });
    set({ titles: ['Three'] });
    expect(titles.get()).toEqual(['One']);
    expect(equal).not.toHaveBeenCalled();
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

  it('tells subscribers in the order they subscribed', () => {
    const { store, set } = setUp();
    const titles = selectValue(store, (state) => state.titles);
    const heard: string[] = [];
    for (const name of ['a', 'b', 'c']) titles.subscribe(() => heard.push(name));
    set({ titles: ['Two'] });
    expect(heard).toEqual(['a', 'b', 'c']);
  });

  // Unlike writableValue, it follows the store's own listeners: one disposed while the store tells
  // of a change is not told of it.
  it('does not tell a subscriber disposed by an earlier one of the change being told', () => {
    const { store, set } = setUp();
    const titles = selectValue(store, (state) => state.titles);
    const heard: unknown[] = [];
    titles.subscribe(() => victim.dispose());
    const victim = titles.subscribe((next) => heard.push(next));
    set({ titles: ['Two'] });
    expect(heard).toEqual([]);
  });

  it('tells a subscriber added while telling only of the next change', () => {
    const { store, set } = setUp();
    const titles = selectValue(store, (state) => state.titles);
    const heard: unknown[] = [];
    let added = false;
    titles.subscribe(() => {
      if (added) return;
      added = true;
      titles.subscribe((next) => heard.push(next));
    });
    set({ titles: ['Two'] });
    set({ titles: ['Three'] });
    expect(heard).toEqual([['Three']]);
  });

  it('throws a subscriber’s error out of the store’s set, and tells no later subscriber of that change', () => {
    const { store, set } = setUp();
    const titles = selectValue(store, (state) => state.titles);
    const heard: unknown[] = [];
    const failure = new Error('subscriber failed');
    titles.subscribe((next) => {
      if (next[0] === 'Two') throw failure;
    });
    titles.subscribe((next) => heard.push(next));
    expect(() => set({ titles: ['Two'] })).toThrow(failure);
    set({ titles: ['Three'] });
    expect(heard).toEqual([['Three']]);
  });
});
