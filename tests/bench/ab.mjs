// The A/B comparison's pure parts (`npm run bench -- --base=<rev>`, tests/bench/run.mjs): each
// bench's JSON report read as figures, the medians of the repetitions on each side, and the table.
// Plain JavaScript, as the benches are, so node runs it without a TypeScript step.

/** The median of `values` (the mean of the middle two for an even count); null for none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** This build's figure against the base's, in percent of the base's; null when either is missing or the base is 0. */
export function change(base, current) {
  if (base === null || current === null || base === 0) return null;
  return ((current - base) / Math.abs(base)) * 100;
}

/** The fields that name a row rather than measure it: windows.mjs's layout and count, the others' row. */
const NAMING = ['layout', 'row', 'name', 'count'];

/**
 * A bench report's figures by name: each row's numbers, nested ones by their dotted path, named
 * after the row's NAMING fields ("spread 1000 open.paintMs", "server-answers ms"). Lists (the runs
 * behind a median), texts and flags are left out; so is whatever a bench writes beside `rows`.
 * @param {{ rows?: unknown[] }} report
 * @returns {Map<string, number>}
 */
export function figuresOf(report) {
  const figures = new Map();
  for (const row of report.rows ?? []) {
    if (row === null || typeof row !== 'object') continue;
    const name = NAMING.filter((key) => row[key] !== undefined).map((key) => String(row[key])).join(' ');
    const collect = (value, at) => {
      if (typeof value === 'number' && Number.isFinite(value)) figures.set(`${name} ${at}`.trim(), value);
      else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, inner] of Object.entries(value)) collect(inner, at ? `${at}.${key}` : key);
      }
    };
    for (const [key, value] of Object.entries(row)) if (!NAMING.includes(key)) collect(value, key);
  }
  return figures;
}

/**
 * One line per figure either side reported, in the order they first appear (the base's first):
 * the median of each side's repetitions (null where that side never reported it), the change,
 * each repetition's figure on each side (null where it reported none), and in how many of the
 * repetitions both reported it this build's figure was the higher. The runs are paired by index:
 * repetition i of one side ran next to repetition i of the other, so the count says whether a
 * change held from one repetition to the next or came from a few of them.
 * @param {Map<string, number>[]} baseRuns
 * @param {Map<string, number>[]} currentRuns
 */
export function abRows(baseRuns, currentRuns) {
  const names = [...new Set([...baseRuns, ...currentRuns].flatMap((figures) => [...figures.keys()]))];
  return names.map((name) => {
    const runs = { base: baseRuns.map((figures) => figures.get(name) ?? null), current: currentRuns.map((figures) => figures.get(name) ?? null) };
    const base = median(runs.base);
    const current = median(runs.current);
    const pairs = runs.base.map((value, i) => [value, runs.current[i] ?? null]).filter(([a, b]) => a !== null && b !== null);
    return {
      name,
      base,
      current,
      change: change(base, current),
      n: { base: runs.base.filter((value) => value !== null).length, current: runs.current.filter((value) => value !== null).length },
      higher: { of: pairs.length, count: pairs.filter(([a, b]) => b > a).length },
      runs,
    };
  });
}

const MISSING = '—';
const figure = (value) => (value === null ? MISSING : Number(value.toFixed(value !== 0 && Math.abs(value) < 10 ? 2 : 1)).toLocaleString('en-US'));
const percent = (value) => (value === null ? MISSING : `${value > 0 ? '+' : ''}${value.toFixed(1)} %`);

/** The table of abRows for a bench, as printed: name, base median, this median, change, and in how many repetitions this build's figure was the higher. */
export function formatAbTable(title, rows, { base, current }) {
  const higher = ({ of, count }) => (of === 0 ? MISSING : `${count}/${of}`);
  const lines = [
    ['', `base ${base}`, `this ${current}`, 'change', 'this higher'],
    ...rows.map((row) => [row.name, figure(row.base), figure(row.current), percent(row.change), higher(row.higher)]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const text = lines.map((line) => line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
  return [`\n${title}`, ...text].join('\n');
}
