import { VFS_LIMITS } from '../contract';
import { vfsErrors } from './errors';

const CONTROL = /\p{Cc}/u;
// A surrogate that the u flag sees on its own is half of a character: UTF-8 cannot hold it.
const LONE_SURROGATE = /\p{Cs}/u;
const SEPARATOR = /[/\\]/;
const EDGE_SPACE = /^\s|\s$/u;

/**
 * Why `name` cannot name a file or folder, or undefined when it can. `name` is taken as
 * NFC-normalised (checkName normalises first): what is stored is what every later lookup matches.
 */
export function nameProblem(name: string): string | undefined {
  if (name === '') return 'a name cannot be empty';
  if (LONE_SURROGATE.test(name)) return 'it holds a broken Unicode character';
  if (name === '.' || name === '..') return `'.' and '..' name no file`;
  if (SEPARATOR.test(name)) return 'it holds a slash or a backslash';
  if (CONTROL.test(name)) return 'it holds a control character';
  if (EDGE_SPACE.test(name)) return 'it starts or ends with a space';
  if (Buffer.byteLength(name, 'utf8') > VFS_LIMITS.nameBytes) return `it is longer than ${VFS_LIMITS.nameBytes} bytes in UTF-8`;
  return undefined;
}

/**
 * `name` NFC-normalised, as it is stored.
 * @throws VfsError ERR_VFS_NAME_INVALID naming the problem.
 */
export function checkName(name: string): string {
  const normalised = name.normalize('NFC');
  const problem = nameProblem(normalised);
  if (problem !== undefined) throw vfsErrors.name(normalised, problem);
  return normalised;
}
