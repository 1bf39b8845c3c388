import { describe, expect, it } from 'vitest';
import { copyName, freeName, nameProblem, splitExtension, type CopyNamer } from '../../../../apps/files/names';

const namer: CopyNamer = (stem, extension, n) => (n === 1 ? `${stem} (copy)${extension}` : `${stem} (copy ${String(n)})${extension}`);

describe('name validation', () => {
  it('accepts ordinary names, Unicode ones too', () => {
    for (const name of ['Notes.txt', '.hidden', 'Résumé 2026.pdf', '报告.docx', 'a..b']) expect(nameProblem(name)).toBeNull();
  });

  it('names each problem', () => {
    expect(nameProblem('')).toEqual({ kind: 'empty' });
    expect(nameProblem('   ')).toEqual({ kind: 'invisible' });
    expect(nameProblem('\u200B')).toEqual({ kind: 'invisible' });
    expect(nameProblem('invoice\u202Efdp.exe')).toEqual({ kind: 'bidi' });
    expect(nameProblem('nul.txt')).toEqual({ kind: 'reserved' });
    expect(nameProblem('.')).toEqual({ kind: 'dots' });
    expect(nameProblem('..')).toEqual({ kind: 'dots' });
    expect(nameProblem('a/b')).toEqual({ kind: 'separator' });
    expect(nameProblem('a\\b')).toEqual({ kind: 'separator' });
    expect(nameProblem('a\u0000b')).toEqual({ kind: 'control' });
    expect(nameProblem('tab\there')).toEqual({ kind: 'control' });
    expect(nameProblem(' lead')).toEqual({ kind: 'spaces' });
    expect(nameProblem('trail ')).toEqual({ kind: 'spaces' });
    expect(nameProblem('Notes.txt', new Set(['Notes.txt']))).toEqual({ kind: 'taken', name: 'Notes.txt' });
  });

  it('counts the length in UTF-8 bytes: 255 fit, 256 do not', () => {
    expect(nameProblem('a'.repeat(255))).toBeNull();
    expect(nameProblem('a'.repeat(256))).toEqual({ kind: 'tooLong', bytes: 256 });
    // 'é' is two bytes: 128 of them are 256 bytes though only 128 characters.
    expect(nameProblem('é'.repeat(128))).toEqual({ kind: 'tooLong', bytes: 256 });
  });
});

describe('names of copies and new folders', () => {
  it('splits the extension of files only', () => {
    expect(splitExtension('report.final.txt', false)).toEqual({ stem: 'report.final', extension: '.txt' });
    expect(splitExtension('.bashrc', false)).toEqual({ stem: '.bashrc', extension: '' });
    expect(splitExtension('Photos.2026', true)).toEqual({ stem: 'Photos.2026', extension: '' });
  });

  it('a free name stays; a taken one gets (copy), then (copy 2)', () => {
    expect(copyName('a.txt', false, new Set(), namer)).toBe('a.txt');
    expect(copyName('a.txt', false, new Set(['a.txt']), namer)).toBe('a (copy).txt');
    expect(copyName('a.txt', false, new Set(['a.txt', 'a (copy).txt']), namer)).toBe('a (copy 2).txt');
    expect(copyName('Photos', true, new Set(['Photos']), namer)).toBe('Photos (copy)');
  });

  it('a new folder is "New Folder", then "New Folder 2"', () => {
    expect(freeName('New Folder', new Set())).toBe('New Folder');
    expect(freeName('New Folder', new Set(['New Folder', 'New Folder 2']))).toBe('New Folder 3');
  });
});
