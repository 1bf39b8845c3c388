import { describe, expect, it } from 'vitest';
import { createEventBus, DisposableStore, toDisposable, type LifecycleEvents } from '../../../engine/core';

describe('event bus', () => {
  it('delivers a topic only to its own listeners, until the subscription is disposed', () => {
    const bus = createEventBus<LifecycleEvents>();
    const seen: string[] = [];
    const subscription = bus.on('core/started', ({ username }) => seen.push(username));
    bus.on('auth/logged-in', () => seen.push('wrong topic'));
    bus.emit('core/started', { username: 'demo' });
    subscription.dispose();
    bus.emit('core/started', { username: 'ada' });
    expect(seen).toEqual(['demo']);
  });

  it('exposes a topic as an observable', () => {
    const bus = createEventBus<LifecycleEvents>();
    const seen: string[] = [];
    const subscription = bus.observe('auth/logged-in').subscribe(({ username }) => seen.push(username));
    bus.emit('auth/logged-in', { username: 'demo' });
    subscription.unsubscribe();
    expect(seen).toEqual(['demo']);
  });
});

describe('disposables', () => {
  it('dispose once, and a store disposes everything newest first', () => {
    const order: string[] = [];
    const store = new DisposableStore();
    const first = store.add(toDisposable(() => order.push('first')));
    store.add(toDisposable(() => order.push('second')));
    store.dispose();
    first.dispose();
    store.dispose();
    expect(order).toEqual(['second', 'first']);
  });

  it('disposes at once what is added after the store was disposed', () => {
    const store = new DisposableStore();
    store.dispose();
    let disposed = false;
    store.add(toDisposable(() => (disposed = true)));
    expect(disposed).toBe(true);
  });
});
