import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpError } from './errors';

const WHOLE_NUMBER = /^-?\d+$/;

/**
 * A preValidation hook for query fields that take whole numbers: TypeBox's conversion of a query
 * reads '2.5' as 2 and '1e2' as 1, so each of `fields` given must be written as a whole number
 * before the schema sees it.
 */
export function wholeNumbersIn(fields: readonly string[]) {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const query = request.query as Record<string, unknown>;
    const bad = fields.find((field) => typeof query[field] === 'string' && !WHOLE_NUMBER.test(query[field]));
    done(bad === undefined ? undefined : new HttpError(400, `querystring/${bad} must be a whole number`));
  };
}
