// Loaded with --import into a server process a test starts: appends each package the process
// imports (a bare specifier, as Node's ES module loader resolves it; not files or builtins) to the
// file ATRIUM_TEST_IMPORTS names, one a line, the moment it is imported.
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

// Node runs the hooks below in a thread of their own, which loads this file again.
if (isMainThread) register(import.meta.url);

const NOT_A_PACKAGE = /^(node:|file:|data:|\.|\/)/;

/** Node's resolve hook: records `specifier` and resolves it as usual. */
export function resolve(specifier, context, nextResolve) {
  if (!NOT_A_PACKAGE.test(specifier)) appendFileSync(process.env.ATRIUM_TEST_IMPORTS, `${specifier}\n`);
  return nextResolve(specifier, context);
}
