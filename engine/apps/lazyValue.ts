import { createEmitter, toDisposable, type ReadableValue } from '../core';

/** A value computed when read after `invalidate`; listeners hear of changes once per microtask. */
export function lazyValue<T>(compute: () => T): ReadableValue<T> & { invalidate(): void } {
  let cache: { value: T } | null = null;
  let announced = false;
  const changed = createEmitter<T>();
  let listeners = 0;
  const get = () => (cache ??= { value: compute() }).value;
  return {
    get,
    subscribe(listener) {
      listeners += 1;
      const subscription = changed.event(listener);
      return toDisposable(() => {
        listeners -= 1;
        subscription.dispose();
      });
    },
    invalidate() {
      cache = null;
      if (announced || listeners === 0) return;
      announced = true;
      queueMicrotask(() => {
        announced = false;
        changed.fire(get());
      });
    },
  };
}
