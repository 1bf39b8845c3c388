import type { KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import { createBackground, createPasswordResets } from '../../server/accounts';
import type { Mailer, MailMessage } from '../../server/mail';
import { serverForFile } from './helpers';

// forgotpassword answers as soon for a user who exists as for one who does not: the reset mail's
// database work (the user's counter, the code's rows) and the mail itself come after the answer.

const server = serverForFile();

/** The password resets over the server's database, with every query seen and the mail job's held until released. */
function resetsWatched() {
  const queries: { kind: string; beforeAnswer: boolean }[] = [];
  let answered = false;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const watch: KyselyPlugin = {
    transformQuery({ node }) {
      queries.push({ kind: node.kind, beforeAnswer: !answered });
      return node;
    },
    // A slow database: nothing of the mail job ends until the test releases it.
    async transformResult({ result }) {
      if (answered) await held;
      return result;
    },
  };
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void sent.push(message), close: () => undefined };
  const background = createBackground({ error: () => undefined });
  const resets = createPasswordResets({
    db: server().db.withPlugin(watch),
    clock: server().clock,
    mailer,
    background,
    publicUrl: 'http://localhost:8080',
    ttlSeconds: 3600,
    productName: 'Atrium',
  });
  return {
    async request(username: string, address: string) {
      const wait = await resets.request(username, address, server().app.log);
      answered = true;
      return wait;
    },
    queries,
    sent,
    release,
    idle: () => background.idle(),
  };
}

it('answers a known user after the same database work as an unknown one: the mail job runs after the answer', async () => {
  const before = (watched: ReturnType<typeof resetsWatched>) => watched.queries.filter((query) => query.beforeAnswer).map((query) => query.kind);

  const known = resetsWatched();
  expect(await known.request('demo', '203.0.113.2')).toBe(0);
  // Before the answer: only the address's counter.
  expect(before(known)).toEqual(['InsertQueryNode']);
  // The mail job, held by the slow database, goes on once released and mails the user.
  await expect.poll(() => known.queries.length).toBeGreaterThan(1);
  expect(known.sent).toEqual([]);
  known.release();
  await known.idle();
  expect(known.sent.map((mail) => mail.to)).toEqual(['demo@atrium.example']);
  expect(known.queries.some((query) => query.kind === 'InsertQueryNode' && !query.beforeAnswer)).toBe(true);

  const unknown = resetsWatched();
  expect(await unknown.request('nobody-here', '203.0.113.1')).toBe(0);
  expect(before(unknown)).toEqual(before(known));
  unknown.release();
  await unknown.idle();
  expect(unknown.sent).toEqual([]);
});
