import { toDisposable, type Disposable } from './lifecycle';

/** An event source (VS Code's `Emitter`): the owner fires, others subscribe through `event`. */
export interface Emitter<T> {
  readonly fire: (value: T) => void;
  /** Subscribes; disposing the result unsubscribes. */
  readonly event: (listener: (value: T) => void) => Disposable;
}

export function createEmitter<T>(): Emitter<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    fire(value) {
      for (const listener of [...listeners]) listener(value);
    },
    event(listener) {
      listeners.add(listener);
      return toDisposable(() => listeners.delete(listener));
    },
  };
}
