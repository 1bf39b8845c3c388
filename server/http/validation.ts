import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import type { FastifySchemaCompiler } from 'fastify';
import type { App } from './app';

/**
 * The one check of every route's params, querystring, headers and body: TypeBox's compiled
 * schemas, the schemas' own language, rather than Fastify's default Ajv, which coerces a body's
 * "1" into 1 and silently drops properties a closed object does not know.
 * - A body is taken as sent. Params, querystring and headers arrive as text, so TypeBox converts
 *   them to the numbers and booleans their schemas name (`?take=5`): the only conversion.
 * - An object that lists its properties (`additionalProperties: false`) refuses any other with a
 *   400; an open one leaves them unread. Nothing is dropped silently.
 * - A string's minLength and maxLength count characters (code points), as JSON Schema has them and
 *   the body limits are sized for (bodyLimits.ts); TypeBox alone counts UTF-16 units, which would
 *   halve what a field takes of emoji or of CJK's supplementary characters.
 * Failures are answered by handleError in the envelope, naming each field (`body/level …`).
 * A schema is compiled on its route's first request, not when the app is made ready: compiling all
 * of them stood between the start and the first answer (issue 33 point 3).
 */
export const validateRequest: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  let check: TypeCheck<TSchema> | undefined;
  return (input: unknown) => {
    const compiled = (check ??= TypeCompiler.Compile(schema));
    const value: unknown = httpPart === 'body' ? input : Value.Convert(schema, input);
    if (compiled.Check(value)) return { value };
    const errors: ValueError[] = [...compiled.Errors(value)].filter((error) => !fitsInCharacters(error));
    if (errors.length === 0) return { value };
    return { error: errors.map(({ type, message, path }) => ({ keyword: ValueErrorType[type], message, instancePath: path, schemaPath: path, params: {} })) };
  };
};

/** Whether a length error is only TypeBox's counting of UTF-16 units: the string keeps the limit in characters. */
function fitsInCharacters({ type, value, schema }: ValueError): boolean {
  if (typeof value !== 'string') return false;
  const characters = Array.from(value).length;
  if (type === ValueErrorType.StringMaxLength) return characters <= (schema.maxLength as number);
  if (type === ValueErrorType.StringMinLength) return characters >= (schema.minLength as number);
  return false;
}

/** Sets validateRequest once, on the root instance, before any route: every scope inherits it. */
export function validateWithOneCompiler(app: App): void {
  app.setValidatorCompiler(validateRequest);
}
