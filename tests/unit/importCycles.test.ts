// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Imports only point downward (docs/architecture.md): a circle makes the order in which modules run
// depend on which one is imported first, and ties subsystems together so that none can be read,
// tested or changed alone. `import type` counts: a circle of types is the same knot for the reader
// and for the API report. A dynamic `import()` does not: it loads code later, on first use.
const root = fileURLToPath(new URL('../..', import.meta.url));
const ROOMS = ['engine', 'sdk', 'plugins', 'apps'];
const SOURCE = /\.tsx?$/;
const ALIASES: Readonly<Record<string, string>> = { '@atrium/sdk': 'sdk/index.ts' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(file) : SOURCE.test(entry.name) ? [file] : [];
  });
}

/** The source file an import names, as Bundler resolution finds it; null for packages and assets. */
function resolve(from: string, specifier: string): string | null {
  const alias = ALIASES[specifier];
  if (alias) return path.join(root, alias);
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** The files each file imports statically (type-only imports and re-exports included). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const imports = ts
        .preProcessFile(text, true, false)
        .importedFiles.filter((imported) => !/\bimport\s*\(\s*$/.test(text.slice(0, imported.pos - 1)))
        .map((imported) => resolve(file, imported.fileName))
        .filter((target): target is string => target !== null);
      return [file, [...new Set(imports)]];
    }),
  );
}

/** The strongly connected components of more than one file, or of a file importing itself (Tarjan). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const lowOf = (file: string) => low.get(file) ?? Infinity;
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.size - 1);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(lowOf(file), lowOf(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(lowOf(file), index.get(next) ?? Infinity));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.lastIndexOf(file));
    for (const member of component) onStack.delete(member);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** One circle through a component's first file, as a readable path a → b → … → a (shortest, by breadth-first search). */
function circleThrough(graph: ReadonlyMap<string, readonly string[]>, component: readonly string[]): string[] {
  const members = new Set(component);
  const [start = ''] = component;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const route = [file];
        for (let back = cameFrom.get(file); back !== undefined; back = cameFrom.get(back)) route.unshift(back);
        return [...route, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
}

describe('imports', () => {
  it(`form no circle among ${ROOMS.join(', ')}`, () => {
    const files = ROOMS.flatMap((room) => sourceFiles(path.join(root, room)));
    const graph = importGraph(files);
    const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
    const report = circles(graph).map(
      (component) => `${component.length} files import each other, e.g. ${circleThrough(graph, component).map(relative).join(' → ')}\n  all: ${component.map(relative).sort().join(', ')}`,
    );
    expect(report, `import circles:\n${report.join('\n')}`).toEqual([]);
  });
});
