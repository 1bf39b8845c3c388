import { useCallback, useEffect } from 'react';
import { prefetchDesktop } from '../desktopCode';
import { useServices } from '../services';
import { PREFETCH_IDLE_TIMEOUT_MS } from './constants';

/**
 * Prefetches the desktop's code once the login page is idle (its form painted, the fonts in), and
 * returns a callback that does it at once, for the first keystroke. The code is fetched once
 * however often either asks (loadOnce).
 */
export function usePrefetchDesktop(): () => void {
  const services = useServices();
  const prefetch = useCallback(() => prefetchDesktop(services), [services]);
  useEffect(() => {
    // Safari has no requestIdleCallback: there the first keystroke (or autofill) prefetches.
    if (typeof (window.requestIdleCallback as unknown) !== 'function') return;
    const handle = window.requestIdleCallback(prefetch, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, [prefetch]);
  return prefetch;
}
