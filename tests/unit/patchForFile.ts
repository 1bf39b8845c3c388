import { afterAll, beforeAll } from 'vitest';

/**
 * Defines `property` on `target` (a prototype, the window) for the tests of the calling file or
 * describe block, and puts back what was there, or nothing, after them. The unit files share one
 * jsdom (isolate: false): a patch left behind would serve the files after this one, and
 * tests/unit/setup/leakGuard.ts fails the file that leaves one. Call it where hooks are
 * registered, at a file's or a describe block's top, not from a module the tests import: vitest
 * evaluates that once a worker, for its first file.
 */
export function patchForFile(target: object, property: PropertyKey, descriptor: PropertyDescriptor): void {
  let found: PropertyDescriptor | undefined;
  beforeAll(() => {
    found = Object.getOwnPropertyDescriptor(target, property);
    Object.defineProperty(target, property, { configurable: true, ...descriptor });
  });
  afterAll(() => {
    if (found) Object.defineProperty(target, property, found);
    else Reflect.deleteProperty(target, property);
  });
}
