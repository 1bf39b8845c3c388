// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README is what a newcomer reads first: short, with everything else in docs/. The docs live
// in the repo, so a clone has all of them: no link may lead outside it (the design notes once
// were in a folder beside the checkout), and no comment may cite a specification the
// repo does not hold (by the specification's section number): comments cite the docs page instead.
const root = fileURLToPath(new URL('../..', import.meta.url));
const README_MAX_LINES = 200;
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'data']);
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|css|md|json|html|yaml|yml|sh)$|^(Dockerfile|run)$/;

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file, keep) : keep(entry.name) ? [file] : [];
  });
}

const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
const docs = [path.join(root, 'README.md'), ...filesUnder(path.join(root, 'docs'), (name) => name.endsWith('.md'))];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((found) => anchorOf(found[1] ?? '')));
}

/** Each relative link of a Markdown file (code spans and blocks aside), as written. */
function linksIn(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].flatMap((found) => found[1] ?? []).filter((link) => !/^[a-z][a-z+.-]*:/i.test(link));
}

/** What a link leads to that is not there, or null. */
function brokenLink(from: string, link: string): string | null {
  const [target, anchor] = link.split('#');
  const file = target ? path.resolve(path.dirname(from), decodeURIComponent(target)) : from;
  if (!file.startsWith(root)) return `${link} leads outside the repository`;
  if (!existsSync(file)) return `${link}: no such file`;
  if (anchor && file.endsWith('.md') && statSync(file).isFile() && !anchorsIn(file).has(anchor)) return `${link}: no heading #${anchor}`;
  return null;
}

// Written so that this file does not match itself.
const SHARED = ['..', 'shared'].join('/');
const CITATIONS = [
  /\bspec[,:]?\s+(?:shell|panel)\s+sections?\s+\d/i,
  /\b(?:shell|panel)\s+spec,?\s+sections?\s+\d/i,
  /\bspec,\s+(?:[a-z]+\s+)*sections?\s+\d/i,
  /\bdocument\s+2\b/i,
  /\bshell\s+sections?\s+\d/i,
];

describe('the README and docs/', () => {
  it(`keep the README within ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('link only to files and headings that exist in the repository', () => {
    const broken = docs.flatMap((file) => linksIn(file).flatMap((link) => brokenLink(file, link) ?? []).map((problem) => `${relative(file)}: ${problem}`));
    expect(broken).toEqual([]);
  });

  it(`are all the repository needs: nothing refers to ${SHARED}`, () => {
    const files = filesUnder(root, (name) => TEXT.test(name));
    const referring = files.filter((file) => readFileSync(file, 'utf8').includes(SHARED)).map(relative);
    expect(referring).toEqual([]);
  });

  it('are what comments cite, not an absent specification', () => {
    const sources = filesUnder(root, (name) => /\.(ts|tsx|mts|mjs|js|css)$/.test(name));
    const citing = sources.flatMap((file) => {
      // A comment's line breaks ("\n * ", "\n// ") are spaces to a reader.
      const text = readFileSync(file, 'utf8').replace(/\s*\n\s*(?:\*(?!\/)|\/\/)?\s*/g, ' ');
      const citation = CITATIONS.map((pattern) => text.match(pattern)?.[0]).find(Boolean);
      return citation ? [`${relative(file)}: ${citation}`] : [];
    });
    expect(citing).toEqual([]);
  });
});
