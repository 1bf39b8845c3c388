import { Type, type Static } from '@sinclair/typebox';
import { successOf } from './envelope';

/**
 * GET /api/health — 200 with this once the server is ready and its database answers and takes a
 * write (the e2e harness waits for it); otherwise 503 with an ErrorAnswer whose message says
 * which failed: 'The database does not answer' or 'The database cannot be written'. `seeding` is
 * there, true, while the demo's orders are still being added after a first start: the dashboards
 * show part of them until it goes (tests that read their figures wait for that). `blobs` says
 * which store keeps the files (BLOB_STORE) and whether it answered at its last look, at most
 * 30 s ago; a failing store leaves the answer 200, since everything but files still works.
 */
export const BlobStoreHealth = Type.Object({ kind: Type.Union([Type.Literal('local'), Type.Literal('s3')]), ok: Type.Boolean() });
export const Health = Type.Object({ ok: Type.Literal(true), seeding: Type.Optional(Type.Literal(true)), blobs: BlobStoreHealth });
export type Health = Static<typeof Health>;
export const HealthAnswer = successOf(Health);

/** The messages of the 503. */
export const HEALTH_PROBLEMS = {
  unanswered: 'The database does not answer',
  unwritable: 'The database cannot be written',
} as const;
