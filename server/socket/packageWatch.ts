import type { FastifyBaseLogger } from 'fastify';
import type { Manifest } from '../contract';

export interface PackageWatchDeps {
  /** The manifest as GET /metadata.json answers it. */
  manifest: () => Promise<Manifest>;
  /** Called when the manifest differs from the last look. */
  onChange: () => void;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/**
 * Looks at the installed packages every `intervalMs` and calls `onChange` when the manifest
 * differs from the last look: a package installed, removed, or its metadata changed. It reads the
 * manifest as the page does, so what counts as a change is exactly what the page would see, on a
 * local disk or a shared volume alike (where file-change events do not arrive). Returns the stop function.
 */
export function watchPackages({ manifest, onChange, intervalMs, log }: PackageWatchDeps): () => void {
  let last: string | null = null;
  let looking = false;
  const look = async () => {
    if (looking) return;
    looking = true;
    try {
      const current = JSON.stringify(await manifest());
      if (last !== null && current !== last) onChange();
      last = current;
    } catch (error) {
      log.warn({ err: error }, 'socket: the installed packages could not be read');
    } finally {
      looking = false;
    }
  };
  void look();
  const timer = setInterval(() => void look(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
