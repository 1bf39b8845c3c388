import type { WindowRecord, WindowState } from './types';

/**
 * The changes one store action makes, applied in a single `set` at its end. The records map is
 * copied on the first write only, and only the records written are replaced, so every record the
 * action does not touch stays referentially identical (per-window selectors do not re-render).
 */
export interface RecordDraft {
  readonly base: Readonly<Record<number, WindowRecord>>;
  /** null until the first write. */
  copy: Record<number, WindowRecord> | null;
  focused: number | null;
}

export function createDraft(base: Readonly<Record<number, WindowRecord>>, focused: number | null): RecordDraft {
  return { base, copy: null, focused };
}

export function readRecord(draft: RecordDraft, wid: number): WindowRecord | undefined {
  return (draft.copy ?? draft.base)[wid];
}

export function writeRecord(draft: RecordDraft, record: WindowRecord): void {
  // Spread, not Object.assign: V8 clones an integer-keyed object's elements in one step.
  draft.copy ??= { ...draft.base };
  draft.copy[record.wid] = record;
}

export function removeRecord(draft: RecordDraft, wid: number): void {
  draft.copy ??= { ...draft.base };
  Reflect.deleteProperty(draft.copy, wid);
}

/** The records, every one: the base when nothing was written. */
export function draftRecords(draft: RecordDraft): Readonly<Record<number, WindowRecord>> {
  return draft.copy ?? draft.base;
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
