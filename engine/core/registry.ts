import { toDisposable, type Disposable } from './lifecycle';
import { writableValue, type ReadableValue } from './readableValue';

export interface Registry<T> {
  /**
   * Adds `item`; disposing the result removes it.
   * @throws Error when its key is taken, unless the registry replaces (see createRegistry).
   */
  register(item: T): Disposable;
  /** Every item, in `order`; a new array on each change. */
  readonly items: ReadableValue<readonly T[]>;
  get(key: string): T | undefined;
}

/**
 * Registered contributions of one kind (panel items, tray items, widget types), unique by key
 * and kept sorted by `order`, ties in registration order. With `onReplace`, an item registered
 * under a key in use replaces the earlier one (after `onReplace` is told the key) instead of
 * being refused; disposing the earlier registration then leaves the new item in place.
 */
export function createRegistry<T>(
  kind: string,
  keyOf: (item: T) => string,
  order: (item: T) => number = () => 0,
  onReplace?: (key: string) => void,
): Registry<T> {
  const byKey = new Map<string, T>();
  const items = writableValue<readonly T[]>([]);
  const publish = () => items.set([...byKey.values()].sort((a, b) => order(a) - order(b)));
  return {
    items,
    get: (key) => byKey.get(key),
    register(item) {
      const key = keyOf(item);
      if (byKey.has(key)) {
        if (!onReplace) throw new Error(`Atrium: a ${kind} '${key}' is already registered`);
        onReplace(key);
      }
      byKey.set(key, item);
      publish();
      return toDisposable(() => {
        if (byKey.get(key) !== item) return;
        byKey.delete(key);
        publish();
      });
    },
  };
}
