import { toDisposable } from '../core';
import type { ReadableValue } from '../core';

/** A value computed when read after `invalidate`; listeners hear of changes once per microtask. */
export function lazyValue<T>(compute: () => T): ReadableValue<T> & { invalidate(): void } {
  let cache: { value: T } | null = null;
  let announced = false;
  const listeners = new Set<(value: T) => void>();
  const get = () => (cache ??= { value: compute() }).value;
  return {
    get,
    subscribe(listener) {
      listeners.add(listener);
      return toDisposable(() => listeners.delete(listener));
    },
    invalidate() {
      cache = null;
      if (announced || listeners.size === 0) return;
      announced = true;
      queueMicrotask(() => {
        announced = false;
        const value = get();
        for (const listener of [...listeners]) listener(value);
      });
    },
  };
}
