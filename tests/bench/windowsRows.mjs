// The window benchmark's rows: its layouts with their window counts, and the (layout, count) rows
// that --layouts and --counts choose, in the order windows.mjs measures them. run.mjs reads them
// too, to alternate an A/B row by row (--by-row). Plain JavaScript, as the benches are.

/** Each layout's window counts when --counts names none. */
export const WINDOW_LAYOUTS = {
  spread: { counts: [10, 100, 1000, 2000, 5000, 10000] },
  cascade: { counts: [10, 100, 1000, 10000] },
  clocks: { counts: [1, 10] },
  files: { counts: [10000] },
  dashboards: { counts: [8] },
  dark: { counts: [1000] },
  workspaces: { counts: [1000] },
};

/**
 * The rows of a run: every layout named (all when `layouts` is undefined) at every count given
 * (its own counts when `counts` is undefined). Throws on a layout the bench has not got.
 * @param {string | undefined} layouts comma-separated, as --layouts takes them
 * @param {string | undefined} counts comma-separated, as --counts takes them
 * @returns {{ layout: string, count: number }[]}
 */
export function windowRows(layouts, counts) {
  const chosen = (layouts ?? Object.keys(WINDOW_LAYOUTS).join(',')).split(',');
  for (const name of chosen) if (!Object.hasOwn(WINDOW_LAYOUTS, name)) throw new Error(`unknown layout '${name}' (${Object.keys(WINDOW_LAYOUTS).join(', ')})`);
  const given = counts?.split(',').map(Number);
  return chosen.flatMap((layout) => (given ?? WINDOW_LAYOUTS[layout].counts).map((count) => ({ layout, count })));
}
