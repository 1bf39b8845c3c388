import { createEmitter } from './emitter';

/** A store as views subscribe to it: zustand's, or one of its wrappers. */
export interface SubscribableStore<S> {
  getState(): S;
  subscribe(listener: (state: S) => void): () => void;
}

/**
 * The store, its listeners told once per task that changed it (in a microtask queued at the
 * task's first change) with the state as it is then; `getState` is the store's own, always
 * current. For views that copy something as long as the store per change: a script that opens
 * 5,000 windows one `open` at a time then costs them one copy, not 5,000.
 */
export function toldAfterTask<S>(store: SubscribableStore<S>): SubscribableStore<S> {
  const told = createEmitter<S>();
  let listeners = 0;
  let queued = false;
  let unsubscribe: (() => void) | null = null;
  const tell = () => {
    queued = false;
    told.fire(store.getState());
  };
  const changed = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(tell);
  };
  return {
    getState: () => store.getState(),
    subscribe(listener) {
      const subscription = told.event(listener);
      listeners += 1;
      unsubscribe ??= store.subscribe(changed);
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        subscription.dispose();
        listeners -= 1;
        if (listeners > 0) return;
        unsubscribe?.();
        unsubscribe = null;
      };
    },
  };
}
