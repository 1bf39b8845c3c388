import { Value } from '@sinclair/typebox/value';
import { CLIENT_SOCKET_MESSAGE_NAMES, ClientSocketMessageSchema, type ClientSocketMessage } from '../contract';

export type ParsedMessage = { ok: true; message: ClientSocketMessage } | { ok: false; error: string };

const NAMES: readonly string[] = CLIENT_SOCKET_MESSAGE_NAMES;

/** Reads one text frame as a message of the browser's; the error names what is wrong with it. */
export function parseClientMessage(text: string): ParsedMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The message is not JSON: expected { "name": …, "params": … }' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, error: 'The message is not an object: expected { "name": …, "params": … }' };
  }
  const { name } = value as { name?: unknown };
  if (typeof name !== 'string' || !NAMES.includes(name)) {
    return { ok: false, error: `The message's name ${JSON.stringify(name ?? null)} is none of ${NAMES.join(', ')}` };
  }
  // The union's branch of this name, so the error speaks of that message's fields.
  const schema = ClientSocketMessageSchema.anyOf.find((branch) => branch.properties.name.const === name);
  const error = schema && Value.Errors(schema, value).First();
  if (!schema || error) return { ok: false, error: `The '${name}' message is invalid: ${error?.path || '/'} ${error?.message ?? ''}`.trim() };
  return { ok: true, message: value as ClientSocketMessage };
}
