// Which version bump the SDK's changes need: `node scripts/api-bump-check.mjs` (npm run
// api:bump-check) compares sdk/atrium-sdk.api.md with the report at the last release's tag
// (v<version>, the highest one) and fails when sdk/package.json's version is not bumped enough
// (the rule is sdk/README.md's "Versions"). Run `npm run api` first, so the report is current.
//
// It reads the report line by line: a declaration line that is gone (removed, or changed, which
// removes the old line) is breaking; lines only added are additions; only comments changed is a
// fix. A required member added to an interface that plugins implement is breaking too, and
// looks like an addition here: review says so.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import semver from 'semver';

const REPORT = 'sdk/atrium-sdk.api.md';
const BUMPS = ['patch', 'minor', 'major'];

/** The report's declaration lines: the code block without comments, blank lines and its import lines. */
export function declarationLines(report) {
  const code = /```ts\n([\s\S]*?)```/.exec(report)?.[1] ?? '';
  return code.split('\n').filter((line) => line.trim() !== '' && !/^\s*\/\//.test(line) && !/^import /.test(line));
}

/** What changed between two reports: 'breaking', 'additions' or 'docs'. */
export function changeBetween(before, after) {
  const count = (lines) => lines.reduce((counts, line) => counts.set(line, (counts.get(line) ?? 0) + 1), new Map());
  const old = count(declarationLines(before));
  const now = count(declarationLines(after));
  if ([...old].some(([line, n]) => (now.get(line) ?? 0) < n)) return 'breaking';
  if ([...now].some(([line, n]) => (old.get(line) ?? 0) < n)) return 'additions';
  return 'docs';
}

/** The smallest bump from `released` that the change needs; while 0.x a breaking change is a minor. */
export function requiredBump(released, change) {
  const initial = semver.major(released) === 0;
  if (change === 'breaking') return initial ? 'minor' : 'major';
  if (change === 'additions') return initial ? 'patch' : 'minor';
  return 'patch';
}

/** How far `next` is from `released`: 'major', 'minor', 'patch', or null when it is not higher. */
export function bumpBetween(released, next) {
  if (!semver.gt(next, released)) return null;
  return semver.diff(released, next)?.replace(/^pre/, '') ?? null;
}

function main() {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const version = JSON.parse(readFileSync(path.join(root, 'sdk/package.json'), 'utf8')).version;
  const tags = git('tag', '--list', 'v*').stdout.split('\n').filter((tag) => semver.valid(tag.slice(1)));
  const tag = tags.sort((a, b) => semver.rcompare(a.slice(1), b.slice(1)))[0];
  if (!tag) {
    console.log(`api:bump-check: no release tag (v<version>) yet; ${version} is the first release to compare with.`);
    return;
  }
  const released = tag.slice(1);
  const shown = git('show', `${tag}:${REPORT}`);
  if (shown.status !== 0) {
    console.log(`api:bump-check: ${tag} has no ${REPORT}; nothing to compare with.`);
    return;
  }
  const change = changeBetween(shown.stdout, readFileSync(path.join(root, REPORT), 'utf8'));
  const needed = requiredBump(released, change);
  const made = bumpBetween(released, version);
  const enough = change === 'docs' ? true : made !== null && BUMPS.indexOf(made) >= BUMPS.indexOf(needed);
  const summary = `the API report since ${tag} shows ${change === 'docs' ? 'no API change' : change}, which needs a ${needed} bump from ${released}`;
  if (!enough) {
    console.error(`api:bump-check: ${summary}; sdk/package.json says ${version}. Raise it (sdk/README.md, "Versions").`);
    process.exitCode = 1;
    return;
  }
  console.log(`api:bump-check: ${summary}; ${version} is enough.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
