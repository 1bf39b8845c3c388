import { createStore } from 'zustand/vanilla';
import type { SubscribableStore } from './afterTask';
import { createEmitter } from './emitter';
import { toDisposable, type Disposable } from './lifecycle';

/**
 * A value that changes over time, as plugins see state: read it, or be told when it changes.
 * The SDK's `useValue` binds one to React.
 *
 * @example
 * ```ts
 * const count: ReadableValue<readonly WindowEntry[]> = ctx.windows.list;
 * console.info(count.get().length);
 * ctx.subscriptions.add(count.subscribe((windows) => console.info(windows.length)));
 * ```
 */
export interface ReadableValue<T> {
  /** The current value. */
  get(): T;
  /** Called with each new value (not the current one); disposing the result unsubscribes. */
  subscribe(listener: (value: T) => void): Disposable;
}

/** A ReadableValue the owner sets. */
export interface WritableValue<T> extends ReadableValue<T> {
  set(value: T): void;
}

/**
 * A value owned by its creator, held in a zustand store; `set` notifies only when the value changes
 * (by `Object.is`, the store's test). Subscribers hear it through an Emitter rather than the store's
 * own listeners, which would tell a subscriber added while telling of this very value.
 */
export function writableValue<T>(initial: T): WritableValue<T> {
  const store = createStore<T>()(() => initial);
  const changed = createEmitter<T>();
  store.subscribe((value) => changed.fire(value));
  return {
    get: store.getState,
    // An updater and `replace`: the store would call a function value and merge an object one.
    set: (value) => store.setState(() => value, true),
    subscribe: changed.event,
  };
}

/**
 * A read-only view of a zustand store through `select`. Listeners hear only changes that
 * `equal` calls real, so a drag that rewrites positions does not wake a list of titles.
 */
export function selectValue<S, T>(
  store: SubscribableStore<S>,
  select: (state: S, previous: T | undefined) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): ReadableValue<T> {
  let cache: { state: S; value: T } | null = null;
  const read = (state: S): T => {
    if (cache?.state === state) return cache.value;
    const next = select(state, cache?.value);
    // A selector that kept its value needs no comparison: `equal` may walk a list as long as the
    // desktop (the plugins' window list), and a drag step keeps it.
    const value = cache && (cache.value === next || equal(cache.value, next)) ? cache.value : next;
    cache = { state, value };
    return value;
  };
  return {
    get: () => read(store.getState()),
    subscribe(listener) {
      let last = read(store.getState());
      const unsubscribe = store.subscribe((state) => {
        const next = read(state);
        if (next === last) return;
        last = next;
        listener(next);
      });
      return toDisposable(unsubscribe);
    },
  };
}
