/**
 * The product API, signed in as the user (bearer token, refresh-and-retry, the envelope unwrapped).
 *
 * @example
 * ```ts
 * const orders = await ctx.http.request<Order[]>('GET', 'orders'); // /api/orders
 * ```
 */
export interface PluginHttp {
  /** Resolves the answer's `data`; rejects with a RequestError carrying the spec's code. */
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, unknown>): Promise<T>;
}
