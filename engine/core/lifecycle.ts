/**
 * Something that holds a resource until it is disposed (VS Code's `IDisposable`).
 *
 * @example
 * ```ts
 * const registration: Disposable = ctx.apps.register({ name: 'Orders', launch: openOrders });
 * registration.dispose();
 * ```
 */
export interface Disposable {
  /** Releases the resource; calling it again does nothing. */
  dispose(): void;
}

/**
 * Makes a Disposable of a cleanup function, which runs at most once.
 * @param dispose - The cleanup to run on the first `dispose()`.
 * @returns A Disposable that calls `dispose` once.
 *
 * @example
 * ```ts
 * const timer = setInterval(poll, 5000);
 * ctx.subscriptions.add(toDisposable(() => clearInterval(timer)));
 * ```
 */
export function toDisposable(dispose: () => void): Disposable {
  let disposed = false;
  return {
    dispose() {
      if (disposed) return;
      disposed = true;
      dispose();
    },
  };
}

/**
 * Collects disposables so that one `dispose()` releases them all, newest first.
 *
 * @example
 * ```ts
 * const store = new DisposableStore();
 * store.add(toDisposable(() => socket.close()));
 * store.dispose();
 * ```
 */
export class DisposableStore implements Disposable {
  private readonly items: Disposable[] = [];
  private disposed = false;

  /** True once `dispose()` has been called. */
  get isDisposed(): boolean {
    return this.disposed;
  }

  /** Adds `item` and returns it; a store already disposed disposes it at once. */
  add<T extends Disposable>(item: T): T {
    if (this.disposed) item.dispose();
    else this.items.push(item);
    return item;
  }

  /** Disposes every item, newest first; calling it again does nothing. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    while (this.items.length > 0) this.items.pop()?.dispose();
  }
}
