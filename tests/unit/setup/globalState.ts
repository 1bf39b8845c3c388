/**
 * What the unit files share besides their modules (isolate: false, see vitest.config.ts): the
 * global object and what every file reaches through it. A snapshot of it, and what changed since,
 * each change with the way back.
 */

/** An object's own properties, by key. */
type Properties = Map<PropertyKey, PropertyDescriptor>;

interface Watched {
  /** How a message names the object: `HTMLElement.prototype`, `Date`, `document`. */
  name: string;
  target: object;
  properties: Properties;
}

export interface GlobalState {
  /**
   * The global object's own properties, and what the ones with a setter gave: jsdom's are such
   * accessors over its window, and an assignment (`window.name = …`) changes what they give, not
   * the accessor. (Others' getters may give a new object each time, as vitest's expect state does.)
   */
  globals: Map<PropertyKey, { descriptor: PropertyDescriptor; assigned: unknown }>;
  /** The prototype and the statics of every class and function on the global object, the document and the navigator. */
  objects: Watched[];
}

export interface GlobalChange {
  /** `HTMLElement.prototype.clientWidth`, `window.matchMedia`. */
  where: string;
  how: 'added' | 'replaced' | 'removed';
  /** Puts back what the snapshot found. */
  undo(): void;
}

/**
 * What changes with no test changing it: what jsdom and vitest keep under symbols (jsdom's caches
 * on the document, vitest's expect state on the global object), vitest's worker state (replaced for
 * each file), zod's configuration and registry (put on the global object by the first file that
 * imports zod, for the worker's life) and the mark React leaves on a document it listens on.
 */
function untracked(target: object, key: string | symbol): boolean {
  if (typeof key === 'symbol') return true;
  if (target === globalThis) return key.startsWith('__vitest_') || key.startsWith('__zod_');
  return key.startsWith('_reactListening') && target === Reflect.get(globalThis, 'document');
}

function ownProperties(target: object): Properties {
  const properties: Properties = new Map();
  for (const key of Reflect.ownKeys(target)) {
    if (untracked(target, key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (descriptor) properties.set(key, descriptor);
  }
  return properties;
}

const sameProperty = (a: PropertyDescriptor | undefined, b: PropertyDescriptor | undefined) =>
  a === b || (a !== undefined && b !== undefined && Object.is(a.value, b.value) && a.get === b.get && a.set === b.set);

/** What an assignment left behind a global's setter. */
const assignedTo = (key: PropertyKey, descriptor: PropertyDescriptor | undefined): unknown => (descriptor?.set ? Reflect.get(globalThis, key) : undefined);

/** A data property holding undefined: what `globalThis.x = undefined` leaves, which reads as no property at all. */
const holdsUndefined = (descriptor: PropertyDescriptor | undefined) => !descriptor || (!descriptor.get && !descriptor.set && descriptor.value === undefined);

const howChanged = (was: unknown, is: unknown): GlobalChange['how'] => (was === undefined ? 'added' : is === undefined ? 'removed' : 'replaced');

/** The global object and what hangs off it, as they are now. */
export function snapshotGlobals(): GlobalState {
  const globals: GlobalState['globals'] = new Map();
  const objects = new Map<object, Watched>();
  const watch = (target: unknown, name: string) => {
    if (((typeof target === 'object' && target !== null) || typeof target === 'function') && !objects.has(target)) {
      objects.set(target, { name, target, properties: ownProperties(target) });
    }
  };
  // Read first: Node defines some globals (AbortController, Headers, …) by a getter that, read
  // once, replaces itself with the value.
  const values = new Map([...ownProperties(globalThis).keys()].map((key) => [key, Reflect.get(globalThis, key) as unknown]));
  for (const [key, descriptor] of ownProperties(globalThis)) globals.set(key, { descriptor, assigned: assignedTo(key, descriptor) });
  for (const [key, value] of values) {
    if (typeof value !== 'function') continue;
    watch((value as { prototype?: unknown }).prototype, `${String(key)}.prototype`);
    watch(value, String(key));
  }
  // Absent from the files that run in Node's environment instead of jsdom's.
  for (const name of ['document', 'navigator']) watch(values.get(name), name);
  return { globals, objects: [...objects.values()] };
}

/**
 * What differs from `state` now. A global that was absent and now holds undefined is no change:
 * Testing Library sets IS_REACT_ACT_ENVIRONMENT back so.
 */
export function globalChangesSince(state: GlobalState): GlobalChange[] {
  const changes: GlobalChange[] = [];
  const globals = ownProperties(globalThis);
  for (const key of new Set([...state.globals.keys(), ...globals.keys()])) {
    const was = state.globals.get(key);
    const is = globals.get(key);
    if (was ? sameProperty(was.descriptor, is) && Object.is(was.assigned, assignedTo(key, is)) : holdsUndefined(is)) continue;
    changes.push({
      where: `window.${String(key)}`,
      how: howChanged(was, is),
      undo() {
        if (!was) return void Reflect.deleteProperty(globalThis, key);
        Object.defineProperty(globalThis, key, was.descriptor);
        // Through jsdom's accessor, which keeps what was assigned apart from the window's own.
        if (was.descriptor.set && !Object.is(Reflect.get(globalThis, key), was.assigned)) Reflect.set(globalThis, key, was.assigned);
      },
    });
  }
  for (const { name, target, properties } of state.objects) {
    const now = ownProperties(target);
    for (const key of new Set([...properties.keys(), ...now.keys()])) {
      const was = properties.get(key);
      if (sameProperty(was, now.get(key))) continue;
      changes.push({
        where: `${name}.${String(key)}`,
        how: howChanged(was, now.get(key)),
        undo: () => void (was ? Object.defineProperty(target, key, was) : Reflect.deleteProperty(target, key)),
      });
    }
  }
  return changes;
}
