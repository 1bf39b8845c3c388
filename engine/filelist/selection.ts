/**
 * Which entries are selected, as a desktop file manager keeps it: the selected keys, the anchor a
 * Shift range starts from, and the focused entry the keyboard moves (the focus ring). Keys are
 * whatever identifies an entry in its list (a path, a trash id); `order` is the list as shown.
 *
 * @example
 * ```ts
 * const two: Selection = { selected: new Set(['home:/a.txt', 'home:/b.txt']), anchor: 'home:/a.txt', focus: 'home:/b.txt' };
 * ```
 */
export interface Selection {
  /** The keys of the chosen entries. */
  readonly selected: ReadonlySet<string>;
  /** Where a Shift+click or Shift+arrow range starts; null before the first choice. */
  readonly anchor: string | null;
  /** The entry with the focus ring; null before the first choice. */
  readonly focus: string | null;
}

/** The modifier keys that change what a click or an arrow does. */
export interface Modifiers {
  /** Ctrl on Windows and Linux, Cmd on a Mac: add or remove one entry, or move the focus alone. */
  toggle: boolean;
  /** Shift: select the range from the anchor. */
  range: boolean;
}

/** Where the keyboard moves the focus: by a number of entries, or to the first or last. */
export type Step = number | 'first' | 'last';

/** Nothing chosen yet: a list's first selection. */
export const EMPTY_SELECTION: Selection = { selected: new Set(), anchor: null, focus: null };

const NO_MODIFIERS: Modifiers = { toggle: false, range: false };

/** The keys from `a` to `b` inclusive, in list order, whichever comes first. */
function rangeOf(order: readonly string[], a: string, b: string): string[] {
  const from = order.indexOf(a);
  const to = order.indexOf(b);
  if (from < 0 || to < 0) return [b];
  return order.slice(Math.min(from, to), Math.max(from, to) + 1);
}

/** Only `key`, which becomes the anchor and the focus. */
export const selectOnly = (key: string): Selection => ({ selected: new Set([key]), anchor: key, focus: key });

/**
 * A click on `key`: alone it selects only that entry; with Ctrl it adds or removes it; with Shift
 * it selects the range from the anchor (added to what was selected when Ctrl is held too).
 */
export function click(selection: Selection, order: readonly string[], key: string, modifiers: Modifiers = NO_MODIFIERS): Selection {
  if (modifiers.range && selection.anchor !== null) {
    const range = rangeOf(order, selection.anchor, key);
    const selected = modifiers.toggle ? new Set([...selection.selected, ...range]) : new Set(range);
    return { selected, anchor: selection.anchor, focus: key };
  }
  if (modifiers.toggle) {
    const selected = new Set(selection.selected);
    if (selected.has(key)) selected.delete(key);
    else selected.add(key);
    return { selected, anchor: key, focus: key };
  }
  return selectOnly(key);
}

/** The index the focus goes to from `current` (-1: none yet) by `step`, kept inside the list. */
export function stepIndex(current: number, length: number, step: Step): number {
  if (step === 'first') return 0;
  if (step === 'last') return length - 1;
  // With no focus yet, the first press lands on the first entry (or the last, going back).
  if (current < 0) return step > 0 ? 0 : length - 1;
  return Math.min(length - 1, Math.max(0, current + step));
}

/**
 * An arrow, Home, End, Page Up or Page Down: the focus moves by `step`. Alone, the new entry is the
 * only one selected; with Shift the range from the anchor is; with Ctrl only the focus moves.
 */
export function move(selection: Selection, order: readonly string[], step: Step, modifiers: Modifiers = NO_MODIFIERS): Selection {
  if (order.length === 0) return selection;
  const current = selection.focus === null ? -1 : order.indexOf(selection.focus);
  const focus = order[stepIndex(current, order.length, step)] ?? null;
  if (focus === null) return selection;
  if (modifiers.range) {
    const anchor = selection.anchor ?? selection.focus ?? focus;
    return { selected: new Set(rangeOf(order, anchor, focus)), anchor, focus };
  }
  if (modifiers.toggle) return { ...selection, focus };
  return selectOnly(focus);
}

/** Ctrl+Space: the focused entry is added or removed, and becomes the anchor. */
export function toggleFocused(selection: Selection): Selection {
  if (selection.focus === null) return selection;
  return click(selection, [], selection.focus, { toggle: true, range: false });
}

/** Ctrl+A: every entry; the anchor and the focus stay. */
export const selectAll = (selection: Selection, order: readonly string[]): Selection => ({ ...selection, selected: new Set(order) });

/**
 * The selection after the list changed (a reload, another window's change): keys that went are
 * dropped, and a focus that went moves to the entry now at its place.
 *
 * @example
 * ```ts
 * // b.txt was deleted: the focus moves to c.txt, which took its place.
 * reconcile({ selected: new Set(['b.txt']), anchor: 'b.txt', focus: 'b.txt' }, ['a.txt', 'b.txt', 'c.txt'], ['a.txt', 'c.txt']);
 * ```
 */
export function reconcile(selection: Selection, previous: readonly string[], order: readonly string[]): Selection {
  const present = new Set(order);
  const selected = new Set([...selection.selected].filter((key) => present.has(key)));
  const anchor = selection.anchor !== null && present.has(selection.anchor) ? selection.anchor : null;
  let focus = selection.focus;
  if (focus !== null && !present.has(focus)) {
    const index = previous.indexOf(focus);
    focus = order.length === 0 ? null : (order[Math.min(Math.max(index, 0), order.length - 1)] ?? null);
  }
  if (selected.size === selection.selected.size && anchor === selection.anchor && focus === selection.focus) return selection;
  return { selected, anchor, focus };
}

/** The selected keys in list order. */
export const selectedInOrder = (selection: Selection, order: readonly string[]): string[] => order.filter((key) => selection.selected.has(key));

/**
 * Type-ahead: the first name at or after `from` (wrapping round) that starts with `prefix`, case
 * and accents ignored; a single letter starts after `from`, so pressing it again walks through the
 * names with that letter. Null when none does.
 */
export function findByPrefix(names: readonly string[], prefix: string, from: number): number | null {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const wanted = fold(prefix);
  const start = prefix.length === 1 ? from + 1 : Math.max(from, 0);
  for (let offset = 0; offset < names.length; offset += 1) {
    const index = (start + offset) % names.length;
    if (fold(names[index] ?? '').startsWith(wanted)) return index;
  }
  return null;
}
