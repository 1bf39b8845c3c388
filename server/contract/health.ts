import { Type, type Static } from '@sinclair/typebox';
import { successOf } from './envelope';

/** GET /api/health — answers once the server is ready (the e2e harness waits for it). */
export const Health = Type.Object({ ok: Type.Boolean() });
export type Health = Static<typeof Health>;
export const HealthAnswer = successOf(Health);
