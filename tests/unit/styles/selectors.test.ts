import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');

function cssFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/** The selectors of a stylesheet, comments and declaration blocks left out. */
function selectorsOf(css: string): string[] {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, '\n');
  return bare
    .split(/[\n,]/)
    .map((selector) => selector.trim())
    .filter((selector) => selector !== '' && !selector.startsWith('@') && selector !== '}');
}

describe('the stylesheets', () => {
  // A sibling combinator before a universal subject makes every element on the page walk its
  // preceding siblings while its style is computed: with 10,000 windows side by side it doubled
  // the time to open them (npm run bench). Name the elements instead.
  it.each([...cssFiles('engine'), ...cssFiles('apps'), ...cssFiles('plugins')])('%s has no sibling combinator before a universal subject', (file) => {
    const offending = selectorsOf(readFileSync(path.join(ROOT, file), 'utf8')).filter((selector) => /[~+]\s*\*\s*(::?[\w-]+)*$/.test(selector));
    expect(offending).toEqual([]);
  });

  it('finds the pattern it guards against', () => {
    expect(selectorsOf('.a:disabled ~ * { opacity: 0.6; }\n.b { color: red; }')).toEqual(['.a:disabled ~ *', '.b']);
  });
});
