// The rule for file and folder names, which the server enforces and the browser checks while the
// user types: one pure module with no imports, so the browser bundle can take it as it is.

/** A file or folder name's longest length, in UTF-8 bytes. */
export const FILE_NAME_MAX_BYTES = 255;

/** Why a name cannot name a file or folder; the server and the browser each word it in their own way. */
export type FileNameProblem =
  | 'empty'
  | 'brokenUnicode'
  | 'dots'
  | 'separator'
  | 'control'
  | 'bidi'
  | 'invisible'
  | 'spaces'
  | 'reserved'
  | 'tooLong';

// A surrogate that the u flag sees on its own is half of a character: UTF-8 cannot hold it.
const LONE_SURROGATE = /\p{Cs}/u;
const SEPARATOR = /[/\\]/;
const CONTROL = /\p{Cc}/u;
// The marks, embeddings, overrides and isolates of bidirectional text: U+202E turns
// 'invoice‮fdp.exe' into what reads as 'invoiceexe.pdf'.
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
// What draws nothing: spaces, zero-width and other default-ignorable characters (the Hangul
// fillers among them), and the blank Braille pattern, which fonts draw empty.
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]+$/u;
const EDGE_SPACE = /^\s|\s$/u;
// Device names Windows keeps whatever the extension and case: a file 'con.txt' from the shared
// drive cannot be saved there. Windows counts the superscript digits too.
const WINDOWS_RESERVED = /^(?:CON|PRN|AUX|NUL|COM[1-9¹²³]|LPT[1-9¹²³])(?:\..*)?$/iu;

const encoder = new TextEncoder();

/**
 * The first rule `name` breaks as a file or folder name, or undefined when it can be kept. The
 * server normalises a name to NFC before it checks it; the length counts the normalised bytes.
 * @example
 * ```ts
 * fileNameProblem('Plan.txt'); // undefined
 * fileNameProblem('nul.txt'); // 'reserved'
 * ```
 */
export function fileNameProblem(name: string): FileNameProblem | undefined {
  if (name === '') return 'empty';
  if (LONE_SURROGATE.test(name)) return 'brokenUnicode';
  if (name === '.' || name === '..') return 'dots';
  if (SEPARATOR.test(name)) return 'separator';
  if (CONTROL.test(name)) return 'control';
  if (BIDI_CONTROL.test(name)) return 'bidi';
  if (INVISIBLE_ONLY.test(name)) return 'invisible';
  if (EDGE_SPACE.test(name)) return 'spaces';
  if (WINDOWS_RESERVED.test(name)) return 'reserved';
  if (encoder.encode(name.normalize('NFC')).length > FILE_NAME_MAX_BYTES) return 'tooLong';
  return undefined;
}
