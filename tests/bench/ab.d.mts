// Types for ab.mjs, which stays plain JavaScript so that the benches run it in node.

export interface AbRow {
  name: string;
  base: number | null;
  current: number | null;
  change: number | null;
  /** How many repetitions of each side reported the figure. */
  n: { base: number; current: number };
  /** Of the repetitions both sides reported it in (paired by index), how many gave this build the higher figure. */
  higher: { of: number; count: number };
  /** Each repetition's figure on each side, null where that repetition reported none. */
  runs: { base: (number | null)[]; current: (number | null)[] };
}

export function median(values: readonly (number | null | undefined)[]): number | null;
export function change(base: number | null, current: number | null): number | null;
export function figuresOf(report: { rows?: unknown[] }): Map<string, number>;
export function abRows(baseRuns: readonly Map<string, number>[], currentRuns: readonly Map<string, number>[]): AbRow[];
export function formatAbTable(title: string, rows: readonly AbRow[], labels: { base: string; current: string }): string;
