import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Clock } from '../clock';
import type { Database } from '../db';
import type { Broker } from './broker';
import {
  BROKER_RECONNECT_BASE_MS,
  BROKER_RECONNECT_MAX_MS,
  NOTIFY_CHANNEL_PREFIX,
  NOTIFY_PAYLOAD_LIMIT_BYTES,
  STORED_PAYLOAD_TTL_MS,
} from './constants';
import { isLiveEvent, type LiveEvent } from './events';

/** PostgreSQL's longest identifier, in bytes: longer channel names are cut, so they are hashed instead. */
const MAX_IDENTIFIER_BYTES = 63;

/** A notification that stands for an event stored in socket_payloads. */
interface Reference {
  ref: string;
}

export interface PostgresBrokerOptions {
  /** The database URL: the listening connection is one of its own, outside the pool. */
  url: string;
  /** The pool, for NOTIFY and the events stored by reference. */
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Fans events out across instances through LISTEN/NOTIFY on one channel per schema. The listening
 * connection is dedicated (a transaction pooler would lose its LISTEN) and opened again, with
 * backoff, when it is lost; events published while it is down do not reach this instance's sockets.
 * NOTIFY takes payloads under 8000 bytes: a larger event is stored in socket_payloads, the
 * notification carries its id, and every instance reads it from there.
 */
export async function createPostgresBroker({ url, db, clock, log }: PostgresBrokerOptions): Promise<Broker> {
  // Loaded here, not with the server: a SQLite start does not pay for it.
  const { Client } = (await import('pg')).default;
  const channel = channelFor(await currentSchema(db));
  const listeners = new Set<(event: LiveEvent) => void>();
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  const deliver = (event: LiveEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  async function received(payload: string | undefined): Promise<void> {
    const parsed: unknown = JSON.parse(payload ?? 'null');
    const event = isReference(parsed) ? await stored(parsed.ref) : parsed;
    if (isLiveEvent(event)) deliver(event);
    else log.warn({ channel }, 'socket broker: a notification that is no event was ignored');
  }

  async function stored(id: string): Promise<unknown> {
    const row = await db.selectFrom('socket_payloads').select('payload').where('id', '=', id).executeTakeFirst();
    if (!row) log.warn({ id }, 'socket broker: an event stored by reference was gone before it was read');
    return row ? (JSON.parse(row.payload) as unknown) : undefined;
  }

  async function listen(): Promise<void> {
    const connection = new Client({ connectionString: url });
    // Set before connecting: an error without a listener would end the process.
    connection.on('error', (error) => lost(connection, error));
    connection.on('end', () => lost(connection, new Error('the connection ended')));
    connection.on('notification', (message) => {
      if (message.channel !== channel) return;
      received(message.payload).catch((error: unknown) => log.warn({ err: error }, 'socket broker: a notification could not be read'));
    });
    await connection.connect();
    await connection.query(`LISTEN ${connection.escapeIdentifier(channel)}`);
    if (closed) {
      await connection.end();
      return;
    }
    client = connection;
    failures = 0;
  }

  function lost(connection: pg.Client, error: Error): void {
    if (closed || client !== connection) return;
    client = null;
    log.warn({ err: error }, 'socket broker: the LISTEN connection to PostgreSQL was lost; reconnecting');
    connection.end().catch(() => undefined);
    reconnect();
  }

  function reconnect(): void {
    failures += 1;
    const delay = Math.min(BROKER_RECONNECT_MAX_MS, BROKER_RECONNECT_BASE_MS * 2 ** (failures - 1));
    retry = setTimeout(() => {
      retry = null;
      listen().catch((error: unknown) => {
        log.warn({ err: error }, 'socket broker: PostgreSQL did not take the LISTEN connection; trying again');
        if (!closed) reconnect();
      });
    }, delay);
    retry.unref();
  }

  async function notify(payload: string): Promise<void> {
    await sql`select pg_notify(${channel}, ${payload})`.execute(db);
  }

  await listen();

  return {
    async publish(event) {
      if (closed) throw new Error('The broker is closed');
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) < NOTIFY_PAYLOAD_LIMIT_BYTES) {
        await notify(payload);
        return;
      }
      const now = clock.now();
      const id = randomUUID();
      await db.deleteFrom('socket_payloads').where('created_at', '<', now - STORED_PAYLOAD_TTL_MS).execute();
      await db.insertInto('socket_payloads').values({ id, payload, created_at: now }).execute();
      await notify(JSON.stringify({ ref: id } satisfies Reference));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      listeners.clear();
      const connection = client;
      client = null;
      await connection?.end();
    },
  };
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL names no current schema: check search_path in DATABASE_URL');
  return schema;
}

/** One channel per schema: instances on one database but different schemas (test runs) never hear one another. */
export function channelFor(schema: string): string {
  const name = `${NOTIFY_CHANNEL_PREFIX}_${schema}`;
  if (Buffer.byteLength(name) <= MAX_IDENTIFIER_BYTES) return name;
  return `${NOTIFY_CHANNEL_PREFIX}_${createHash('sha256').update(schema).digest('hex').slice(0, 32)}`;
}

function isReference(value: unknown): value is Reference {
  return value !== null && typeof value === 'object' && typeof (value as Partial<Reference>).ref === 'string' && !('to' in value);
}
