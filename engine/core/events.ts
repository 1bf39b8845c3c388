import { Subject, filter, map, type Observable } from 'rxjs';
import { toDisposable, type Disposable } from './lifecycle';

/**
 * What sign-out listeners are handed. Signing out ends the session on the server at once, after
 * which no request of the page is answered: what must still be saved joins the sign-out, which
 * waits for it (at most LOGOUT_DELAY_MS) before it ends the session.
 *
 * @example
 * ```ts
 * ctx.bus.onWillLogOut((event) => event.join(saveDrafts()));
 * ```
 */
export interface WillLogOutEvent {
  /** Holds the end of the session on the server until `work` settles, or LOGOUT_DELAY_MS has passed. */
  join(work: Promise<unknown>): void;
}

/**
 * The topics of the desktop's lifecycle, which the core itself emits. The other subsystems declare
 * their own topics beside their code; engine/events joins them into the desktop's map.
 *
 * @example
 * ```ts
 * function greet(event: LifecycleEvents['auth/logged-in']): void {
 *   console.info(`Welcome, ${event.username}`);
 * }
 * ctx.bus.onDidLogIn(greet);
 * ```
 */
export interface LifecycleEvents {
  /** Login succeeded; the desktop is about to start. */
  'auth/logged-in': { username: string };
  /** The server ended the session (or no token is left): the user must be signed out. */
  'auth/session-expired': undefined;
  /** Sign-out began: listeners save what they must, joining the work to the event, before the session ends. */
  'auth/logout-started': WillLogOutEvent;
  /** The desktop is running for this user. */
  'core/started': { username: string };
}

/**
 * A bus typed by a map of topic names to payloads: whoever owns a topic declares it in the map,
 * and the bus knows nothing of what travels on it.
 */
export interface EventBus<M> {
  emit<K extends keyof M>(topic: K, payload: M[K]): void;
  /** Subscribes to one topic; disposing the result unsubscribes. */
  on<K extends keyof M>(topic: K, listener: (payload: M[K]) => void): Disposable;
  /** The topic as an observable, for composing with RxJS operators. */
  observe<K extends keyof M>(topic: K): Observable<M[K]>;
}

interface Envelope {
  topic: PropertyKey;
  payload: unknown;
}

export function createEventBus<M>(): EventBus<M> {
  const subject = new Subject<Envelope>();
  const observe = <K extends keyof M>(topic: K): Observable<M[K]> =>
    subject.pipe(
      filter((event) => event.topic === topic),
      map((event) => event.payload as M[K]),
    );
  return {
    emit(topic, payload) {
      subject.next({ topic, payload });
    },
    on(topic, listener) {
      const subscription = observe(topic).subscribe(listener);
      return toDisposable(() => subscription.unsubscribe());
    },
    observe,
  };
}
