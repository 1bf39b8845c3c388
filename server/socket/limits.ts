import { RELAY_BYTE_BURST, RELAY_BYTES_PER_SECOND, SOCKETS_PER_ADDRESS, SOCKETS_PER_SESSION, SOCKETS_PER_USER } from './constants';
import { fullBucket, isFull, takeToken, type Bucket, type Rate } from './rateLimit';

// Close reasons are at most 123 bytes: each names the limit.
export const LIMIT_REASONS = {
  origin: 'Origin not allowed: open Atrium at its own address (PUBLIC_URL)',
  perAddress: `Too many sockets: at most ${SOCKETS_PER_ADDRESS} from one address`,
  perUser: `Too many sockets: at most ${SOCKETS_PER_USER} of one user`,
  perSession: `Too many sockets: at most ${SOCKETS_PER_SESSION} of one sign-in`,
} as const;

/** The `error` message's text for an application message over the relay budget. */
export const relayBudgetError = (name: string): string =>
  `The message of '${name}' was dropped: your sockets may relay at most ${RELAY_BYTES_PER_SECOND / 1024} KB a second`;

/**
 * Whether a socket opened from a page of `origin` may go on. Browsers always send Origin, so a
 * missing one is no page of another site (a script, a test) and is let through. With PUBLIC_URL
 * the page must be its origin; without, it must be the host the socket was opened at, so that
 * `npm start` on localhost works under any name the machine answers to.
 */
export function originAllowed(origin: string | undefined, { publicOrigin, host }: { publicOrigin: string | undefined; host: string }): boolean {
  if (origin === undefined) return true;
  if (publicOrigin !== undefined) return origin === publicOrigin;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Why one more authenticated socket of a user may not join, given their sockets already here; undefined: it may. */
export function authenticatedRefusal({ ofUser, ofSession }: { ofUser: number; ofSession: number }): string | undefined {
  if (ofSession >= SOCKETS_PER_SESSION) return LIMIT_REASONS.perSession;
  if (ofUser >= SOCKETS_PER_USER) return LIMIT_REASONS.perUser;
  return undefined;
}

/** Counts the open sockets of each address; `enter` refuses one over SOCKETS_PER_ADDRESS. */
export interface AddressCount {
  /** Counts a socket from `address`: the function that uncounts it when it closes, or undefined when it is one too many. */
  enter(address: string): (() => void) | undefined;
}

export function createAddressCount(limit = SOCKETS_PER_ADDRESS): AddressCount {
  const open = new Map<string, number>();
  return {
    enter(address) {
      const count = open.get(address) ?? 0;
      if (count >= limit) return undefined;
      open.set(address, count + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const rest = (open.get(address) ?? 1) - 1;
        if (rest > 0) open.set(address, rest);
        else open.delete(address);
      };
    },
  };
}

const RELAY_RATE: Rate = { perSecond: RELAY_BYTES_PER_SECOND, burst: RELAY_BYTE_BURST };
/** The budgets are swept of those full again once there are this many: the map stays as small as the active users. */
const RELAY_SWEEP_SIZE = 1000;

/** Each user's relay budget on this instance, shared by their sockets (more sockets do not buy more bytes). */
export interface RelayBudget {
  /** Takes `bytes` from `userId`'s budget at `now` (ms); false: over it, the message is not relayed. */
  take(userId: string, bytes: number, now: number): boolean;
}

export function createRelayBudget(): RelayBudget {
  const buckets = new Map<string, Bucket>();
  return {
    take(userId, bytes, now) {
      if (buckets.size >= RELAY_SWEEP_SIZE) {
        for (const [id, bucket] of buckets) if (isFull(bucket, RELAY_RATE, now)) buckets.delete(id);
      }
      const taken = takeToken(buckets.get(userId) ?? fullBucket(RELAY_RATE, now), RELAY_RATE, now, bytes);
      buckets.set(userId, taken.bucket);
      return taken.allowed;
    },
  };
}
