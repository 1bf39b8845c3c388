import { createParser } from 'eventsource-parser';
import type { StreamError } from '../../server/contract';

/** How a streamed operation ended: its result, its error, or neither (the connection dropped). */
export type StreamOutcome = { kind: 'success'; data: unknown } | { kind: 'error'; error: StreamError } | { kind: 'dropped' };

const parse = (data: string): unknown => JSON.parse(data || 'null');

/**
 * Reads an answer of streaming events (server/contract/streams.ts) to its end: hands each
 * `progress` event's data to `onProgress` and the server's `retry` delay to `onRetry`, and resolves
 * with the first `success` or `error`, or `dropped` when the body ends or breaks before either.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onProgress: (data: unknown) => void,
  onRetry: (ms: number) => void,
): Promise<StreamOutcome> {
  // Set by the parser's callback: typed so, or the loop below would read it as always null.
  let outcome = null as StreamOutcome | null;
  const parser = createParser({
    onEvent(event) {
      if (outcome) return;
      if (event.event === 'progress') onProgress(parse(event.data));
      else if (event.event === 'success') outcome = { kind: 'success', data: parse(event.data) };
      else if (event.event === 'error') outcome = { kind: 'error', error: parse(event.data) as StreamError };
    },
    onRetry,
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!outcome) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    return { kind: 'dropped' };
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return outcome ?? { kind: 'dropped' };
}
