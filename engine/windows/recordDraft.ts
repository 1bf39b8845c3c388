import { editRecords, versionOf, type RecordEdit } from './recordMap';
import type { RecordMap, WindowRecord, WindowState } from './types';

/**
 * The changes one store action makes, applied in a single `set` at its end. The records map is
 * edited from the first write only (see RecordMap: it shares what the action does not write), and
 * only the records written are replaced, so every record the action does not touch stays
 * referentially identical (per-window selectors do not re-render).
 */
export interface RecordDraft {
  readonly base: RecordMap;
  /** null until the first write. */
  edit: RecordEdit | null;
  focused: number | null;
  /** Every wid written or removed, so views can update only those (see `changedWindows`). */
  readonly written: Set<number>;
}

/**
 * Store changes the views have not all caught up with yet: the version of each map a draft
 * produced, the version it started from and the wids it wrote or removed. Versions, not the maps:
 * a change that held its base map would hold every map before it, and a desktop's whole history.
 */
const changes = new Map<number, { from: number; wids: readonly number[] }>();
/** How many changes back `changedWindows` can tell: more than one task makes. */
const CHANGES_KEPT = 256;

export function createDraft(base: RecordMap, focused: number | null): RecordDraft {
  return { base, edit: null, focused, written: new Set() };
}

export function readRecord(draft: RecordDraft, wid: number): WindowRecord | undefined {
  return (draft.edit ?? draft.base).get(wid);
}

export function writeRecord(draft: RecordDraft, record: WindowRecord): void {
  draft.edit ??= editRecords(draft.base);
  draft.edit.set(record);
  draft.written.add(record.wid);
}

export function removeRecord(draft: RecordDraft, wid: number): void {
  draft.edit ??= editRecords(draft.base);
  draft.edit.delete(wid);
  draft.written.add(wid);
}

/** The records, every one: the base when nothing was written. */
export function draftRecords(draft: RecordDraft): RecordMap {
  return draft.edit?.done() ?? draft.base;
}

/** The records to commit, remembered with the wids the draft changed (see `changedWindows`). */
export function finishDraft(draft: RecordDraft): RecordMap {
  const records = draft.edit?.done() ?? draft.base;
  if (records === draft.base) return records;
  changes.set(versionOf(records) as number, { from: versionOf(draft.base) as number, wids: [...draft.written] });
  if (changes.size > CHANGES_KEPT) changes.delete(changes.keys().next().value as number);
  return records;
}

/**
 * More changed windows than this (a batch, or the changes of a task) are cheaper for a view to
 * take in from scratch than one by one from `changedWindows`.
 */
export const INCREMENTAL_LIMIT = 64;

/**
 * The wids whose records differ between two maps the store handed out, `after` made from `before`
 * by one change or several in a row (added, replaced or removed), without comparing every record;
 * null when `after` was not made from `before` that way, or too long ago, and the caller has to
 * compare them itself.
 * @example changedWindows(previous.windows, next.windows) // [7] after a move of window 7
 */
export function changedWindows(before: RecordMap, after: RecordMap): readonly number[] | null {
  if (before === after) return [];
  const from = versionOf(before);
  let at = versionOf(after);
  if (from === undefined || at === undefined) return null;
  const steps: (readonly number[])[] = [];
  while (at !== from) {
    const change = changes.get(at);
    if (!change || change.from < from) return null;
    steps.push(change.wids);
    at = change.from;
  }
  return steps.length === 1 ? (steps[0] as readonly number[]) : [...new Set(steps.flat())];
}

/**
 * Merges `patch` into the window's state, replacing the record only when a value differs
 * (compared with Object.is, so pass the old position/dimension object when it did not change).
 * Returns the record as it is afterwards; undefined for an unknown wid.
 */
export function patchState(draft: RecordDraft, wid: number, patch: Partial<WindowState>): WindowRecord | undefined {
  const record = readRecord(draft, wid);
  if (!record) return undefined;
  const keys = Object.keys(patch) as (keyof WindowState)[];
  if (keys.every((key) => Object.is(patch[key], record.state[key]))) return record;
  const next: WindowRecord = { ...record, state: { ...record.state, ...patch } };
  writeRecord(draft, next);
  return next;
}
