import { useEffect, useState } from 'react';

/** False until `ms` after the component mounts: a modal shows its frame at once, its content then. */
export function useDelayed(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}
