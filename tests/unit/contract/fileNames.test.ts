import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_BYTES, fileNameProblem } from '../../../server/contract/fileNames';

// The one rule for file and folder names that the server enforces and the browser checks as the
// user types (the Files app, the SDK's isValidName).

describe('fileNameProblem', () => {
  it('accepts ordinary names, Unicode, right-to-left scripts and names that only look like devices', () => {
    for (const name of ['Notes.txt', '.hidden', 'Résumé 2026.pdf', '报告.docx', 'a..b', 'تقرير.pdf', 'קובץ', 'CONSOLE.txt', 'com10', 'LPT0', 'nul-report.txt', 'my con.txt', 'AUXILIARY'])
      expect(fileNameProblem(name), name).toBeUndefined();
  });

  it('refuses bidirectional text controls anywhere in a name', () => {
    // 'invoice\u202Efdp.exe' shows as 'invoiceexe.pdf'.
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'])
      expect(fileNameProblem(`invoice${control}fdp.exe`), control.codePointAt(0)?.toString(16)).toBe('bidi');
  });

  it('refuses names made only of invisible characters, and keeps visible names that hold one', () => {
    for (const name of ['\u200B', '\u200B\u200C\u200D', '\u2060', '\uFEFF', '\u3164', '\u115F\u1160', '\uFFA0', '\u00AD', '\u2800', '\u3000', '\u00A0', '   ', '\uFE0F'])
      expect(fileNameProblem(name), [...name].map((c) => c.codePointAt(0)?.toString(16)).join(' ')).toBe('invisible');
    expect(fileNameProblem('a\u200Bb')).toBeUndefined();
  });

  it('refuses the device names Windows reserves, in any case, with or without an extension', () => {
    for (const name of ['CON', 'con', 'Prn', 'AUX', 'nul', 'NUL.txt', 'con.tar.gz', 'COM1', 'com9.log', 'LPT1', 'lpt9', 'COM¹', 'CON.'])
      expect(fileNameProblem(name), name).toBe('reserved');
  });

  it('keeps the rules it had', () => {
    expect(fileNameProblem('')).toBe('empty');
    expect(fileNameProblem('\uD800x')).toBe('brokenUnicode');
    expect(fileNameProblem('.')).toBe('dots');
    expect(fileNameProblem('..')).toBe('dots');
    expect(fileNameProblem('a/b')).toBe('separator');
    expect(fileNameProblem('a\\b')).toBe('separator');
    expect(fileNameProblem('a\u0000b')).toBe('control');
    expect(fileNameProblem(' lead')).toBe('spaces');
    expect(fileNameProblem('trail ')).toBe('spaces');
    expect(fileNameProblem('a'.repeat(FILE_NAME_MAX_BYTES))).toBeUndefined();
    expect(fileNameProblem('é'.repeat(128))).toBe('tooLong');
  });
});
