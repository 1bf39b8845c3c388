import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableValue } from './readableValue';

/**
 * The current value of `source`, re-rendering when it changes.
 * @param source - The value to read and follow.
 * @returns Its current value.
 *
 * @example
 * ```tsx
 * function WindowCount({ ctx }: { ctx: PluginContext }) {
 *   const windows = useValue(ctx.windows.list);
 *   return <span>{windows.length}</span>;
 * }
 * ```
 */
export function useValue<T>(source: ReadableValue<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.subscribe(onChange);
      return () => subscription.dispose();
    },
    [source],
  );
  const read = useCallback(() => source.get(), [source]);
  return useSyncExternalStore(subscribe, read, read);
}
