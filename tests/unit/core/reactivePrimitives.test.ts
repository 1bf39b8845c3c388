import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 35: events travel on RxJS, state lives in zustand; Emitter and ReadableValue are adapters
// over them. A listener collection written by hand in the core would be a fifth primitive again.
const core = path.resolve(__dirname, '../../../engine/core');
const source = (file: string) => readFileSync(path.join(core, file), 'utf8');
/** A Set, Map or array whose element type is a function: a listener collection. */
const LISTENER_COLLECTION = /new (?:Set|Map)<[^;]*=>|\) => [\w<>]+\)\[\]|Array<\([^)]*\) =>/;

describe('the core’s reactive primitives', () => {
  it('builds the Emitter on an RxJS Subject and writableValue on a zustand store', () => {
    expect(source('emitter.ts')).toMatch(/import \{[^}]*\bSubject\b[^}]*\} from 'rxjs'/);
    expect(source('readableValue.ts')).toMatch(/import \{[^}]*\bcreateStore\b[^}]*\} from 'zustand\/vanilla'/);
  });

  it('keeps no listener collection of its own in engine/core', () => {
    const files = readdirSync(core).filter((file) => /\.tsx?$/.test(file));
    const offenders = files.filter((file) => LISTENER_COLLECTION.test(source(file)));
    expect(offenders).toEqual([]);
  });
});
