import { afterAll } from 'vitest';
import { globalChangesSince, type GlobalChange } from './globalState';
import { pristineGlobals } from './pristine';

// The unit files share one jsdom (isolate: false): a prototype patched, a global stubbed or a spy
// left on a prototype by one file would serve the files after it, whose tests then pass or fail by
// the order the files run in. This setup file runs before each unit file; its afterAll, registered
// before the file's own hooks, runs after them all (vitest runs after-hooks in reverse). It fails
// the file that leaves such a change, and puts jsdom's own back for the files after it.

const message = (file: string, changes: readonly GlobalChange[]) =>
  [
    `${file} left ${changes.length} change(s) to the globals and jsdom the unit files share (isolate: false), which the files after it would find:`,
    ...changes.map(({ where, how }) => `  ${where} ${how}`),
    'Undo them when the file is done: patchForFile (tests/unit/patchForFile.ts) does for a property it defines, vi.unstubAllGlobals for vi.stubGlobal, mockRestore for vi.spyOn. The guard has put them back for the next files (docs/testing.md).',
  ].join('\n');

// Before the file's modules load: what they change on import counts too.
const pristine = pristineGlobals();

// eslint-disable-next-line no-empty-pattern -- vitest reads what a hook uses from this pattern: this one uses none of its fixtures.
afterAll(({}, suite) => {
  const changes = globalChangesSince(pristine);
  for (const change of changes) change.undo();
  if (changes.length > 0) throw new Error(message(suite.file.name, changes));
});
