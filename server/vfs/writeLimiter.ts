import { vfsErrors } from './errors';

/** Counts each user's changes under way in this process. */
export interface WriteLimiter {
  /**
   * Runs `work` as one of `userId`'s changes.
   * @throws VfsError ERR_VFS_BUSY, naming the limit, when `limit` of them are under way already.
   */
  run<T>(userId: string, work: () => Promise<T>): Promise<T>;
}

export function createWriteLimiter(limit: number): WriteLimiter {
  const underWay = new Map<string, number>();
  return {
    async run(userId, work) {
      const count = underWay.get(userId) ?? 0;
      if (count >= limit) throw vfsErrors.busy(limit);
      underWay.set(userId, count + 1);
      try {
        return await work();
      } finally {
        const left = (underWay.get(userId) ?? 1) - 1;
        if (left === 0) underWay.delete(userId);
        else underWay.set(userId, left);
      }
    },
  };
}
