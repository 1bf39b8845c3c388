import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import { NOTIFICATION_LIMITS, type NotificationEntry, type NotificationHistory } from '../contract';
import type { Database } from '../db';

export interface NotificationInput {
  title: string;
  message: string;
  icon: string;
}

/** Each user's notification history: the newest NOTIFICATION_LIMITS.kept. */
export interface Notifications {
  /** Newest first. */
  history(userId: string, take: number, skip: number): Promise<NotificationHistory>;
  record(userId: string, input: NotificationInput): Promise<NotificationEntry>;
  clear(userId: string): Promise<void>;
}

export function createNotifications(db: Kysely<Database>, clock: Clock): Notifications {
  let lastSeq = 0;
  const entryOf = (row: { id: string; title: string; message: string; icon: string; created_at: number | string }): NotificationEntry => ({
    id: row.id,
    title: row.title,
    message: row.message,
    icon: row.icon,
    // PostgreSQL hands a bigint back as a string.
    time: new Date(Number(row.created_at)).toISOString(),
  });
  return {
    async history(userId, take, skip) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('notifications')
          .select(['id', 'title', 'message', 'icon', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('seq', 'desc')
          .limit(take)
          .offset(skip)
          .execute(),
        db.selectFrom('notifications').select(sql<number | string>`count(*)`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(entryOf), total: Number(count.n) };
    },
    async record(userId, input) {
      const now = clock.now();
      // Unique and increasing within this process; across instances created_at orders them.
      lastSeq = Math.max(lastSeq + 1, now);
      const row = { id: randomUUID(), user_id: userId, ...input, created_at: now, seq: lastSeq };
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('notifications').values(row).execute();
        // The history keeps the newest; what falls off the end goes in the same write.
        const keep = trx
          .selectFrom('notifications')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('seq', 'desc')
          .limit(NOTIFICATION_LIMITS.kept);
        await trx.deleteFrom('notifications').where('user_id', '=', userId).where('id', 'not in', keep).execute();
      });
      return entryOf(row);
    },
    async clear(userId) {
      await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
    },
  };
}
