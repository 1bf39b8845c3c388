import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../clock';
import type { TokenPair } from '../contract';
import type { Database, RefreshTokensTable } from '../db';
import { endSession, extendSession, openSession, sessionNotAfter } from './authSessions';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_BYTES } from './constants';
import { seal, unseal } from './sealed';

export type Rotation = { ok: true; pair: TokenPair; sessionId: string } | { ok: false };

/** The access token of the next pair, for the sign-in the refresh token belongs to. */
export type IssueAccessToken = (sessionId: string) => Promise<string>;

export interface RefreshTokens {
  /**
   * Starts a sign-in of `userId`: a new family, its session, and its first refresh token. With
   * `notAfter`, no refresh token of the sign-in lives past it: the sign-in ends then.
   */
  issue(userId: string, notAfter?: number): Promise<{ sessionId: string; refreshToken: string }>;
  /**
   * Spends `userId`'s `token` and returns the next pair of its sign-in, with an access token made by
   * `issueAccessToken`. A spent token presented again within REFRESH_REUSE_GRACE_MS of its rotation
   * gets the same pair again (two tabs refreshing at one moment); later, it revokes its whole family,
   * since one of its two holders is a thief and there is no telling which.
   */
  rotate(token: string, userId: string, issueAccessToken: IssueAccessToken): Promise<Rotation>;
  /** Revokes the family of `token` and ends its sign-in; unknown tokens are ignored. */
  revokeFamily(token: string): Promise<void>;
}

type TokenRow = Selectable<RefreshTokensTable>;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface RefreshTokenOptions {
  ttlSeconds: number;
  clock: Clock;
  /** Told, once the change is committed, that a sign-in ended: its family was revoked (sign-out, a replayed token). */
  onSessionEnded?: (sessionId: string) => void;
}

export function createRefreshTokens(db: Kysely<Database>, options: RefreshTokenOptions): RefreshTokens {
  const ttlMs = options.ttlSeconds * 1000;

  /** A refresh token made `now` lives the configured lifetime, or until its sign-in's bound if that comes first. */
  const expiryOf = (now: number, notAfter: number | null) => Math.min(now + ttlMs, notAfter ?? Infinity);

  async function insert(executor: Kysely<Database>, userId: string, familyId: string, now: number, expiresAt: number): Promise<string> {
    const token = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
    await executor
      .insertInto('refresh_tokens')
      .values({
        id: randomUUID(),
        family_id: familyId,
        user_id: userId,
        token_hash: hashToken(token),
        expires_at: expiresAt,
        used_at: null,
        revoked_at: null,
        created_at: now,
        successor: null,
      })
      .execute();
    return token;
  }

  async function revoke(executor: Kysely<Database>, familyId: string): Promise<void> {
    await executor
      .updateTable('refresh_tokens')
      .set({ revoked_at: options.clock.now() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
    await endSession(executor, familyId);
  }

  function find(executor: Kysely<Database>, token: string): Promise<TokenRow | undefined> {
    return executor.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  }

  /**
   * `token` was spent already. Within the grace window, and while the successor it was spent for is
   * itself unspent, its holder gets that same pair; otherwise this is a replay and the family goes.
   */
  async function replayed(executor: Kysely<Database>, token: string, row: TokenRow, ended: string[]): Promise<Rotation> {
    const recent = row.used_at !== null && options.clock.now() - row.used_at <= REFRESH_REUSE_GRACE_MS;
    const pair = recent && row.successor !== null ? pairOf(unseal(token, row.successor)) : undefined;
    const successor = pair && (await find(executor, pair.refresh_token));
    if (pair && successor?.used_at === null && successor.revoked_at === null) return { ok: true, pair, sessionId: row.family_id };
    await revoke(executor, row.family_id);
    ended.push(row.family_id);
    return { ok: false };
  }

  return {
    issue: (userId, notAfter) =>
      db.transaction().execute(async (trx) => {
        const sessionId = randomUUID();
        const now = options.clock.now();
        const expiresAt = expiryOf(now, notAfter ?? null);
        await openSession(trx, { id: sessionId, userId, now, expiresAt, notAfter: notAfter ?? null });
        return { sessionId, refreshToken: await insert(trx, userId, sessionId, now, expiresAt) };
      }),

    async rotate(token, userId, issueAccessToken) {
      const ended: string[] = [];
      const rotation = await db.transaction().execute(async (trx): Promise<Rotation> => {
        const row = await find(trx, token);
        if (!row || row.revoked_at !== null) return { ok: false };
        if (row.used_at !== null) return replayed(trx, token, row, ended);
        const now = options.clock.now();
        if (row.expires_at <= now || row.user_id !== userId) return { ok: false };
        // Conditional, so that of two rotations at once only one spends it; the other then finds
        // it spent, with the pair the first one sealed (PostgreSQL waits on the row until then).
        const spent = await trx
          .updateTable('refresh_tokens')
          .set({ used_at: now })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (spent.numUpdatedRows !== 1n) {
          const settled = await find(trx, token);
          return settled ? replayed(trx, token, settled, ended) : { ok: false };
        }
        const expiresAt = expiryOf(now, await sessionNotAfter(trx, row.family_id));
        const pair: TokenPair = { jwt: await issueAccessToken(row.family_id), refresh_token: await insert(trx, userId, row.family_id, now, expiresAt) };
        await trx.updateTable('refresh_tokens').set({ successor: seal(token, JSON.stringify(pair)) }).where('id', '=', row.id).execute();
        await extendSession(trx, row.family_id, expiresAt);
        return { ok: true, pair, sessionId: row.family_id };
      });
      for (const sessionId of ended) options.onSessionEnded?.(sessionId);
      return rotation;
    },

    async revokeFamily(token) {
      const row = await find(db, token);
      if (!row) return;
      await db.transaction().execute((trx) => revoke(trx, row.family_id));
      options.onSessionEnded?.(row.family_id);
    },
  };
}

/** The pair a successor column unsealed to, or undefined when it is anything else. */
function pairOf(json: string | undefined): TokenPair | undefined {
  if (json === undefined) return undefined;
  const value = JSON.parse(json) as Partial<TokenPair>;
  return typeof value.jwt === 'string' && typeof value.refresh_token === 'string' ? { jwt: value.jwt, refresh_token: value.refresh_token } : undefined;
}
