// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// sdk/README.md walks through the example's files; each code block titled with a file name must
// be that file of sdk/example, word for word, so the guide and the tested example cannot drift.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const exampleDir = path.join(root, 'sdk/example');
const guide = readFileSync(path.join(root, 'sdk/README.md'), 'utf8');

/** Fenced code blocks whose info string carries `title="<file>"`: ```tsx title="src/index.tsx". */
const blocks = [...guide.matchAll(/^```\w* title="([^"]+)"\n([\s\S]*?)^```$/gm)].map(([, file = '', code = '']) => ({ file, code }));

/** The example's own files: what a reader writes, without build output or installed modules. */
function exampleFiles(dir = exampleDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'dist' || entry.name === 'node_modules') return [];
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? exampleFiles(file) : [path.relative(exampleDir, file).split(path.sep).join('/')];
  });
}

describe('the SDK guide (sdk/README.md)', () => {
  it('shows every file of the example once', () => {
    expect(blocks.map((block) => block.file).sort()).toEqual(exampleFiles().sort());
  });

  it.each(exampleFiles())('shows %s exactly as sdk/example has it', (file) => {
    const block = blocks.find((candidate) => candidate.file === file);
    expect(block?.code).toBe(readFileSync(path.join(exampleDir, file), 'utf8'));
  });
});
