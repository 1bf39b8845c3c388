/** A token bucket: `tokens` left at time `at` (ms). */
export interface Bucket {
  tokens: number;
  at: number;
}

export interface Rate {
  /** Tokens added per second. */
  perSecond: number;
  /** The most the bucket holds: the largest burst. */
  burst: number;
}

/** A full bucket at `now`. */
export function fullBucket(rate: Rate, now: number): Bucket {
  return { tokens: rate.burst, at: now };
}

/**
 * Takes `cost` tokens (one message, or its bytes) from `bucket` at `now`, after refilling it for the
 * time since it was last used. `allowed` is false when too few are left; the bucket returned is the
 * one to keep either way.
 */
export function takeToken(bucket: Bucket, rate: Rate, now: number, cost = 1): { allowed: boolean; bucket: Bucket } {
  const refilled = Math.min(rate.burst, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * rate.perSecond);
  if (refilled < cost) return { allowed: false, bucket: { tokens: refilled, at: now } };
  return { allowed: true, bucket: { tokens: refilled - cost, at: now } };
}

/** Whether `bucket` is full again at `now`: a bucket that is can be forgotten and made anew. */
export function isFull(bucket: Bucket, rate: Rate, now: number): boolean {
  return bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * rate.perSecond >= rate.burst;
}
