import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableValue } from './readableValue';

/** The current value of `source`, re-rendering when it changes. */
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
