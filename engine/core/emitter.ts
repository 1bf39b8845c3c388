import { Subject } from 'rxjs';
import { toDisposable, type Disposable } from './lifecycle';

/** An event source (VS Code's `Emitter`): the owner fires, others subscribe through `event`. */
export interface Emitter<T> {
  readonly fire: (value: T) => void;
  /** Subscribes; disposing the result unsubscribes. */
  readonly event: (listener: (value: T) => void) => Disposable;
}

/** One fire as it travels the subject: its number, and the first error a listener threw. */
interface Firing<T> {
  readonly value: T;
  readonly number: number;
  failure: { error: unknown } | null;
}

/**
 * An Emitter over an RxJS Subject, keeping the semantics it had as a listener set, which RxJS's
 * differ from in two places: a listener's error leaves `fire` at once (RxJS would report it
 * asynchronously and go on), and a listener disposed during a fire still hears that fire (RxJS
 * would drop it). The Subject already calls only the listeners there when a fire began.
 */
export function createEmitter<T>(): Emitter<T> {
  const subject = new Subject<Firing<T>>();
  let begun = 0;
  let running = 0;
  return {
    fire(value) {
      const firing: Firing<T> = { value, number: ++begun, failure: null };
      running += 1;
      try {
        subject.next(firing);
      } finally {
        running -= 1;
      }
      if (firing.failure) throw firing.failure.error;
    },
    event(listener) {
      let lastFire = Infinity;
      const subscription = subject.subscribe((firing) => {
        // Disposed during an earlier fire: left subscribed so that fire still reached it.
        if (firing.number > lastFire) {
          subscription.unsubscribe();
          return;
        }
        if (firing.failure) return;
        try {
          listener(firing.value);
        } catch (error) {
          firing.failure = { error };
        }
      });
      return toDisposable(() => {
        lastFire = begun;
        if (running === 0) subscription.unsubscribe();
      });
    },
  };
}
