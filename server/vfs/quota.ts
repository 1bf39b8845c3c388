import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db';
import { vfsErrors, type VfsError } from './errors';
import type { TreeRef } from './nodes';

/** VFS_QUOTA per user and VFS_ACCOUNT_QUOTA per account, in bytes; null: no limit. */
export interface QuotaLimits {
  user: number | null;
  account: number | null;
}

/** What of a row counts against a quota: its bytes, whom they are charged to, and the account of its tree. */
export interface ChargedRow {
  size: number;
  charged_to: string | null;
  account_id: string | null;
}

/** Bytes a change adds to (or, negative, takes from) each owner's usage, by owner key. */
export type Charges = Map<string, number>;

/** How much a write may still add, and what it is told when it would add more. */
export interface Room {
  bytes: number;
  refusal: VfsError;
}

type Executor = Kysely<Database> | Transaction<Database>;

const userOwner = (userId: string) => `u:${userId}`;
const accountOwner = (accountId: string) => `a:${accountId}`;

/** Whom bytes written into `tree` by `by` are charged to: the tree's user, or in an account's tree whoever put them there. */
export function chargedTo(tree: TreeRef, by: string | null): string | null {
  return tree.userId ?? by;
}

/** Adds what `rows` hold to their owners in `charges`: `sign` 1 as they come, -1 as they go. */
export function addCharges(charges: Charges, rows: readonly ChargedRow[], sign: 1 | -1): Charges {
  for (const row of rows) {
    if (row.size === 0) continue;
    for (const owner of ownersOf(row.charged_to, row.account_id)) charges.set(owner, (charges.get(owner) ?? 0) + sign * row.size);
  }
  return charges;
}

/** The owner keys bytes charged to `userId` in a tree of `accountId` count for. */
function ownersOf(userId: string | null, accountId: string | null): string[] {
  const owners: string[] = [];
  if (userId !== null) owners.push(userOwner(userId));
  if (accountId !== null) owners.push(accountOwner(accountId));
  return owners;
}

/** The limit of an owner key, and the error that names it. */
function limitOf(owner: string, limits: QuotaLimits): { limit: number; refusal: VfsError } | undefined {
  const limit = owner.startsWith('u:') ? limits.user : limits.account;
  if (limit === null) return undefined;
  return { limit, refusal: owner.startsWith('u:') ? vfsErrors.quota(limit) : vfsErrors.accountQuota(limit) };
}

/**
 * The counters of bytes per user and per account (`vfs_usage`). A change raises them in its own
 * transaction by one conditional update per owner, so that of two writes that each fit alone only
 * as many pass as fit together, on SQLite and across PostgreSQL instances alike.
 */
export function createQuota(limits: QuotaLimits) {
  async function used(executor: Executor, owner: string): Promise<number> {
    const row = await executor.selectFrom('vfs_usage').select('used').where('owner', '=', owner).executeTakeFirst();
    return row?.used ?? 0;
  }

  return {
    /** The usage `stat` of a tree's root reports: its user's, or its account's. */
    async of(executor: Executor, tree: TreeRef): Promise<{ used: number; limit: number | null }> {
      if (tree.userId !== null) return { used: await used(executor, userOwner(tree.userId)), limit: limits.user };
      return { used: tree.accountId === null ? 0 : await used(executor, accountOwner(tree.accountId)), limit: limits.account };
    },

    /**
     * What `by` may still write into `tree`, before any byte is written; `replaced` is a file the
     * write takes the place of, whose bytes go from its owners. Undefined: no limit applies.
     */
    async room(executor: Executor, tree: TreeRef, by: string, replaced?: ChargedRow): Promise<Room | undefined> {
      const freed = addCharges(new Map(), replaced ? [replaced] : [], -1);
      let room: Room | undefined;
      for (const owner of ownersOf(chargedTo(tree, by), tree.accountId)) {
        const bounded = limitOf(owner, limits);
        if (!bounded) continue;
        const bytes = Math.max(0, bounded.limit - (await used(executor, owner)) - (freed.get(owner) ?? 0));
        if (!room || bytes < room.bytes) room = { bytes, refusal: bounded.refusal };
      }
      return room;
    },

    /**
     * Applies `charges` in transaction `trx`, in owner order so that two transactions that lock the
     * same rows never deadlock; an owner raised past its limit refuses the whole change.
     */
    async settle(trx: Transaction<Database>, charges: Charges): Promise<void> {
      const changed = [...charges].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      for (const [owner, delta] of changed) {
        await trx.insertInto('vfs_usage').values({ owner, used: 0 }).onConflict((conflict) => conflict.column('owner').doNothing()).execute();
        const bounded = delta > 0 ? limitOf(owner, limits) : undefined;
        let update = trx
          .updateTable('vfs_usage')
          .set((eb) => ({ used: eb('used', '+', delta) }))
          .where('owner', '=', owner);
        if (bounded) update = update.where((eb) => eb(eb('used', '+', delta), '<=', bounded.limit));
        const { numUpdatedRows } = await update.executeTakeFirst();
        if (bounded && numUpdatedRows === 0n) throw bounded.refusal;
      }
    },
  };
}

export type Quota = ReturnType<typeof createQuota>;
