import { fileNameProblem, VFS_LIMITS, type FileNameProblem } from '../contract';
import { vfsErrors } from './errors';

/** How the server's errors say each rule a name breaks, after "'name' cannot be used as a name: ". */
const PROBLEM_TEXTS: Record<FileNameProblem, string> = {
  empty: 'a name cannot be empty',
  brokenUnicode: 'it holds a broken Unicode character',
  dots: `'.' and '..' name no file`,
  separator: 'it holds a slash or a backslash',
  control: 'it holds a control character',
  bidi: 'it holds a bidirectional text control (U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069 or U+061C), which can make a name read as another',
  invisible: 'it is made only of invisible characters',
  spaces: 'it starts or ends with a space',
  reserved: 'Windows reserves it for a device (CON, PRN, AUX, NUL, COM1 to COM9, LPT1 to LPT9, in any case, with or without an extension)',
  tooLong: `it is longer than ${VFS_LIMITS.nameBytes} bytes in UTF-8`,
};

// The rules names have always kept: no stored row breaks them. A name that breaks only a later
// rule (a bidi control, a Windows device name) may be stored from before, and stays reachable so
// that it can be renamed or deleted.
const KEPT_SINCE_THE_START: ReadonlySet<FileNameProblem> = new Set(['empty', 'brokenUnicode', 'dots', 'separator', 'control', 'spaces', 'tooLong']);

/** Whether no stored file or folder can have `name` (PostgreSQL would even refuse to compare one with NUL). */
export function neverStored(name: string): boolean {
  const problem = fileNameProblem(name);
  return problem !== undefined && KEPT_SINCE_THE_START.has(problem);
}

/**
 * `name` NFC-normalised, as it is stored.
 * @throws VfsError ERR_VFS_NAME_INVALID naming the problem.
 */
export function checkName(name: string): string {
  // Checked as stored: what is stored is what every later lookup matches.
  const normalised = name.normalize('NFC');
  const problem = fileNameProblem(normalised);
  if (problem !== undefined) throw vfsErrors.name(normalised, PROBLEM_TEXTS[problem]);
  return normalised;
}
