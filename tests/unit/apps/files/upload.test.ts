import { describe, expect, it } from 'vitest';
import { batchOfDrop, renameTopLevel, topLevelNames, upload, type UploadBatch } from '../../../../apps/files/upload';
import { createFakeVfs } from './fakeVfs';

const file = (name: string, text = 'x') => new File([text], name);
const fileEntry = (made: File) => ({ isFile: true, isDirectory: false, name: made.name, file: (ok: (value: File) => void) => ok(made) });
const brokenEntry = (name: string) => ({
  isFile: true,
  isDirectory: false,
  name,
  file: (_ok: unknown, fail: (error: Error) => void) => fail(new Error('The file could not be read')),
});
/** A dropped folder whose reader answers in batches of two, as Chromium's does in batches of 100. */
const folderEntry = (name: string, children: unknown[]) => ({
  isFile: false,
  isDirectory: true,
  name,
  createReader: () => {
    let at = 0;
    return {
      readEntries: (ok: (entries: unknown[]) => void) => {
        at += 2;
        ok(children.slice(at - 2, at));
      },
    };
  },
});
const dropOf = (entries: unknown[]) => ({ items: entries.map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry })), files: [] }) as unknown as DataTransfer;

describe('what a drop brings', () => {
  it('keeps the structure of dropped folders, empty ones too, past the reader’s batches', async () => {
    const drop = dropOf([
      fileEntry(file('a.txt')),
      folderEntry('Trip', [fileEntry(file('1.txt')), fileEntry(file('2.txt')), folderEntry('Empty', []), fileEntry(file('3.txt'))]),
    ]);
    const batch = await batchOfDrop(drop);
    expect(batch.files.map((item) => item.relativePath)).toEqual(['a.txt', 'Trip/1.txt', 'Trip/2.txt', 'Trip/3.txt']);
    expect(batch.folders).toEqual(['Trip', 'Trip/Empty']);
    expect(topLevelNames(batch)).toEqual(['Trip', 'a.txt']);
  });

  it('names what the browser could not read, and keeps the rest', async () => {
    const batch = await batchOfDrop(dropOf([brokenEntry('locked.txt'), fileEntry(file('ok.txt'))]));
    expect(batch.unreadable).toEqual([{ name: 'locked.txt', message: 'The file could not be read' }]);
    expect(batch.files.map((item) => item.relativePath)).toEqual(['ok.txt']);
  });

  it('takes the files alone from a browser without entries', async () => {
    const plain = { items: [{ kind: 'file', webkitGetAsEntry: () => null }], files: [file('one.txt')] } as unknown as DataTransfer;
    expect((await batchOfDrop(plain)).files.map((item) => item.relativePath)).toEqual(['one.txt']);
  });

  it('renames a batch’s top level only (Keep Both)', () => {
    const batch: UploadBatch = { files: [{ file: file('x'), relativePath: 'Trip/x' }], folders: ['Trip'], unreadable: [] };
    const renamed = renameTopLevel(batch, new Map([['Trip', 'Trip (copy)']]));
    expect(renamed.files[0]?.relativePath).toBe('Trip (copy)/x');
    expect(renamed.folders).toEqual(['Trip (copy)']);
  });
});

describe('uploading a batch', () => {
  it('reports progress in files and bytes, and stops at a cancel without failing what was cut short', async () => {
    const fake = createFakeVfs();
    const controller = new AbortController();
    const progress: string[] = [];
    const batch: UploadBatch = { files: [1, 2, 3, 4].map((n) => ({ file: file(`${String(n)}.txt`, 'x'.repeat(n)), relativePath: `${String(n)}.txt` })), folders: [], unreadable: [] };
    const result = await upload(fake.vfs, 'home:/', batch, {
      overwrite: false,
      concurrency: 1,
      signal: controller.signal,
      describe: String,
      onProgress: ({ loadedBytes, totalBytes, doneFiles, totalFiles }) => {
        progress.push(`${String(doneFiles)}/${String(totalFiles)} ${String(loadedBytes)}/${String(totalBytes)}`);
        if (doneFiles === 2) controller.abort();
      },
    });
    expect(result).toEqual({ uploaded: 2, failed: [], canceled: true });
    expect(progress[0]).toBe('0/4 0/10');
    expect(progress).toContain('2/4 3/10');
    expect(fake.paths()).toEqual(expect.arrayContaining(['home:/1.txt', 'home:/2.txt']));
    expect(fake.has('home:/4.txt')).toBe(false);
  });

  it('fails the files of a folder that could not be made with it, by the folder’s name', async () => {
    const fake = createFakeVfs();
    fake.failOn('home:/Bad', 'Not allowed here');
    const batch: UploadBatch = { files: [{ file: file('in.txt'), relativePath: 'Bad/in.txt' }, { file: file('ok.txt'), relativePath: 'ok.txt' }], folders: ['Bad'], unreadable: [] };
    const result = await upload(fake.vfs, 'home:/', batch, { overwrite: false, concurrency: 2, signal: new AbortController().signal, describe: (error) => (error as Error).message, onProgress: () => undefined });
    expect(result.failed).toEqual([{ name: 'Bad', message: 'Not allowed here' }]);
    expect(result.uploaded).toBe(1);
  });
});
