/** Something that holds a resource until it is disposed (VS Code's `IDisposable`). */
export interface Disposable {
  dispose(): void;
}

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

/** Collects disposables so that one `dispose()` releases them all, newest first. */
export class DisposableStore implements Disposable {
  private readonly items: Disposable[] = [];
  private disposed = false;

  get isDisposed(): boolean {
    return this.disposed;
  }

  add<T extends Disposable>(item: T): T {
    if (this.disposed) item.dispose();
    else this.items.push(item);
    return item;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    while (this.items.length > 0) this.items.pop()?.dispose();
  }
}
