import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

/** The Fastify instance with TypeBox types, as routes see it. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** Where the product's own calls live; the desktop-service calls keep the spec's root paths. */
export const API_BASE = '/api';

/** Where the calls the spec marks (v1) live. */
export const API_V1_BASE = `${API_BASE}/v1`;

/** The path of a request URL, without its query. */
export function pathnameOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
