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
});
