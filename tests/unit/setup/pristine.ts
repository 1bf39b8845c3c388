import { snapshotGlobals, type GlobalState } from './globalState';

/**
 * The global object as the first unit file that ran in it found it: one for each jsdom, and one for
 * the files that run in Node's environment. Kept across files: vitest runs the setup file again
 * before each file, but the modules it imports stay evaluated (isolate: false).
 */
const pristine = new Map<object, GlobalState>();

/** What the global object should be after any file that runs in this environment; taken the first time it is asked for. */
export function pristineGlobals(): GlobalState {
  const environment = (Reflect.get(globalThis, 'document') as Document | undefined) ?? globalThis;
  let state = pristine.get(environment);
  if (!state) pristine.set(environment, (state = snapshotGlobals()));
  return state;
}
