import { Value, ValuePointer } from '@sinclair/typebox/value';
import { SettingsSchema, THEME_CHOICES, type Settings } from '../contract';
import type { SettingsDocument } from './migrations';
import { schemaMisfits, unreadableValues, type Misfit } from './misfits';

/**
 * The values a repair puts in place of a bad one rather than leaving it out, by path: the theme
 * reads as the choice the browser shows for one it cannot read and for none, following the system
 * (THEME_CHOICES' first, docs/features/settings.md#themes-and-motion). Everything else left out
 * takes its default the way it does when it was never saved.
 */
const READ_AS: Readonly<Record<string, string>> = { '/desktop/theme': THEME_CHOICES[0] };

/**
 * A guard against a repair that does not settle: a pass mends every value that fails, but what it
 * leaves out can make its container fail in turn (an object missing a required field, a list below
 * its minimum), and TypeBox names one key off a map's key pattern per pass. A stored document needs
 * a few passes, a pathological one a pass per such key; past this many it is given up on.
 */
const REPAIR_PASSES = 1000;

/**
 * `doc` (in this server's format) with each value that fails its own part of the Settings schema,
 * or that the browser cannot read (misfits.ts), replaced by its default: an entry of a map or a list
 * is dropped, a field left out or read as READ_AS names, and every other value kept. `repairs` says
 * what was replaced, a line each, naming the path (a later pass names it in the document as the
 * earlier ones left it, where a list may have lost an entry). Such values come from rows written
 * before a rule existed or around the API; read as they are, the page would send them back with
 * every save of their namespace and have it refused, and a document failing the schema would read
 * as the defaults, whose next save would replace it whole (docs/features/settings.md#settings).
 * @returns undefined when the document still fails after REPAIR_PASSES.
 */
export function repairSettings(doc: SettingsDocument): { settings: Settings; repairs: string[] } | undefined {
  if (Value.Check(SettingsSchema, doc) && unreadableValues(doc).length === 0) return { settings: doc, repairs: [] };
  const repaired = structuredClone(doc);
  const repairs: string[] = [];
  for (let pass = 0; pass < REPAIR_PASSES; pass++) {
    const misfits = Value.Check(SettingsSchema, repaired) ? unreadableValues(repaired) : [...schemaMisfits(repaired)];
    if (misfits.length === 0) return { settings: repaired, repairs };
    const mends = misfits.map((misfit) => ({ ...misfit, target: targetOf(repaired, misfit.path) }));
    // The document itself is beyond mending (no settings object is left to read).
    if (mends.some(({ target }) => target === '')) return undefined;
    repairs.push(...mendAll(repaired, outermost(mends)));
  }
  return undefined;
}

/** A misfit and where it is mended. */
type Mend = Misfit & { target: string };

/**
 * Where to mend the value at `path`: that value, or, for a required one that is missing, the
 * nearest container that holds the path: what cannot be complete is left out whole.
 */
function targetOf(doc: unknown, path: string): string {
  let target = path;
  while (target !== '' && !holds(ValuePointer.Get(doc, parentOf(target)), keyOf(target))) target = parentOf(target);
  return target;
}

/** One mend per target, none inside another's target: mending the container mends what it holds. */
function outermost(mends: readonly Mend[]): Mend[] {
  const targets = new Set(mends.map(({ target }) => target));
  const inside = (target: string) => {
    for (let at = parentOf(target); at !== ''; at = parentOf(at)) if (targets.has(at)) return true;
    return false;
  };
  const first = new Map<string, Mend>();
  for (const mend of mends) if (!inside(mend.target) && !first.has(mend.target)) first.set(mend.target, mend);
  return [...first.values()];
}

/** A list's entry to drop, kept in its place until every mend of the pass is made, so that the targets of the others keep pointing where they did. */
const DROPPED = Symbol('dropped');

/**
 * Replaces or removes the value at each mend's target in `doc`.
 * @returns a line per mend: its misfit's message, and what was done.
 */
function mendAll(doc: unknown, mends: readonly Mend[]): string[] {
  const lists = new Set<unknown[]>();
  const lines = mends.map(({ target, path, message }) => {
    const owner = ValuePointer.Get(doc, parentOf(target)) as Record<string, unknown> | unknown[];
    const key = keyOf(target);
    const readAs = READ_AS[target];
    const done = (what: string) => `${message}; ${target === path ? '' : `settings${target} `}${what}`;
    if (readAs !== undefined) {
      (owner as Record<string, unknown>)[key] = readAs;
      return done(`read as '${readAs}'`);
    }
    if (Array.isArray(owner)) {
      owner[Number(key)] = DROPPED;
      lists.add(owner);
      return done('dropped from its list');
    }
    Reflect.deleteProperty(owner, key);
    return done('left out');
  });
  for (const list of lists) list.splice(0, list.length, ...list.filter((entry) => entry !== DROPPED));
  return lines;
}

function holds(owner: unknown, key: string): boolean {
  return typeof owner === 'object' && owner !== null && Object.hasOwn(owner, key);
}

function parentOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

/** The last step of `path`, unescaped. */
function keyOf(path: string): string {
  return [...ValuePointer.Format(path)].at(-1) ?? '';
}
