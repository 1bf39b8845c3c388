import type { HeldFile } from './sendFile';

/** Files held in memory, by a key their caller chooses, up to a number of bytes in all. */
export interface HeldFiles {
  get(key: string): HeldFile | undefined;
  /** Whether a file of `size` bytes would still be held. */
  fits(size: number): boolean;
  /** Holds `file` under `key` if it fits; once the budget is spent, nothing more is held. */
  hold(key: string, file: HeldFile): void;
}

/**
 * Holds files that never change under their name (the build's hashed assets), so that each is
 * opened, checked and read once, not once per request. Nothing is evicted: what is held is the
 * build's few megabytes, and the budget only stops a flood of names from growing it without end.
 */
export function createHeldFiles(maxBytes: number): HeldFiles {
  const files = new Map<string, HeldFile>();
  let bytes = 0;
  return {
    get: (key) => files.get(key),
    fits: (size) => bytes + size <= maxBytes,
    hold(key, file) {
      if (files.has(key) || bytes + file.bytes.length > maxBytes) return;
      files.set(key, file);
      bytes += file.bytes.length;
    },
  };
}
