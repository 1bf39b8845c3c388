/**
 * Streaming events (docs/features/live-connection.md#streaming-events): a long operation is POSTed with a JSON payload
 * and answered as `text/event-stream`, with `retry: 3000` first, any number of `progress` events,
 * and one `success` (the result) or `error` (a StreamError) that ends it. Each event's data is JSON.
 */
export type StreamEventName = 'progress' | 'success' | 'error';

/**
 * The `error` event's data: the message the user may see, the status an answer without streaming
 * would have had, and, where the spec has one, its code.
 */
export interface StreamError {
  message: string;
  status: number;
  code?: string;
}

/** How long the browser waits before it tries a dropped stream again, once (spec: 3000 ms). */
export const STREAM_RETRY_MS = 3000;
