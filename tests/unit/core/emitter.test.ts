import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from '../../../engine/core';

describe('createEmitter', () => {
  it('tells every subscriber each value, until it unsubscribes', () => {
    const emitter = createEmitter<number>();
    const first = vi.fn();
    const second = vi.fn();
    const subscription = emitter.event(first);
    emitter.event(second);
    emitter.fire(1);
    subscription.dispose();
    emitter.fire(2);
    expect(first.mock.calls).toEqual([[1]]);
    expect(second.mock.calls).toEqual([[1], [2]]);
  });

  it('calls listeners in the order they subscribed', () => {
    const emitter = createEmitter<undefined>();
    const heard: string[] = [];
    for (const name of ['a', 'b', 'c']) emitter.event(() => heard.push(name));
    emitter.fire(undefined);
    expect(heard).toEqual(['a', 'b', 'c']);
  });

  it('lets a listener unsubscribe another while firing without skipping the rest', () => {
    const emitter = createEmitter<string>();
    const heard: string[] = [];
    const later = emitter.event(() => heard.push('removed'));
    emitter.event(() => heard.push('kept'));
    emitter.event(() => later.dispose());
    emitter.fire('x');
    emitter.fire('y');
    expect(heard).toEqual(['removed', 'kept', 'kept']);
  });

  // The listeners of a fire are those subscribed when it began: one disposed meanwhile still hears
  // that value, one added meanwhile hears only the next.
  it('still calls, in the current fire, a listener disposed by an earlier one, and never after', () => {
    const emitter = createEmitter<string>();
    const heard: string[] = [];
    emitter.event((value) => {
      if (value === 'x') victim.dispose();
    });
    const victim = emitter.event((value) => heard.push(value));
    emitter.fire('x');
    emitter.fire('y');
    expect(heard).toEqual(['x']);
  });

  it('calls a listener added while firing from the next fire on', () => {
    const emitter = createEmitter<string>();
    const heard: string[] = [];
    let added = false;
    emitter.event(() => {
      if (added) return;
      added = true;
      emitter.event((value) => heard.push(value));
    });
    emitter.fire('x');
    emitter.fire('y');
    expect(heard).toEqual(['y']);
  });

  it('lets a listener dispose itself while firing', () => {
    const emitter = createEmitter<number>();
    const heard: number[] = [];
    const self = emitter.event((value) => {
      heard.push(value);
      self.dispose();
    });
    emitter.fire(1);
    emitter.fire(2);
    expect(heard).toEqual([1]);
  });

  it('throws a listener’s error out of fire, synchronously, and calls no later listener for that value', () => {
    const emitter = createEmitter<number>();
    const heard: string[] = [];
    const failure = new Error('listener failed');
    emitter.event(() => heard.push('before'));
    emitter.event((value) => {
      if (value === 1) throw failure;
    });
    emitter.event(() => heard.push('after'));
    expect(() => emitter.fire(1)).toThrow(failure);
    emitter.fire(2);
    expect(heard).toEqual(['before', 'before', 'after']);
  });

  it('delivers a value fired from inside a listener before the outer fire goes on', () => {
    const emitter = createEmitter<number>();
    const heard: string[] = [];
    emitter.event((value) => {
      heard.push(`first ${value}`);
      if (value === 1) emitter.fire(2);
    });
    emitter.event((value) => heard.push(`second ${value}`));
    emitter.fire(1);
    expect(heard).toEqual(['first 1', 'first 2', 'second 2', 'second 1']);
  });

  it('ignores a second dispose of a subscription', () => {
    const emitter = createEmitter<number>();
    const listener = vi.fn();
    const subscription = emitter.event(listener);
    subscription.dispose();
    subscription.dispose();
    emitter.fire(1);
    expect(listener).not.toHaveBeenCalled();
  });
});
