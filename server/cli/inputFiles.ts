import { readFile, stat } from 'node:fs/promises';
import { checkResource, type ResourceContent } from '../media';
import { InputError, type ParsedOptions } from './command';

/** The bytes of the file an option names, read before anything changes. */
async function readOptionFile(options: ParsedOptions, name: string, maxBytes: number): Promise<Buffer | undefined> {
  const file = options[name];
  if (file === undefined) return undefined;
  if (typeof file !== 'string' || file.trim() === '') throw new InputError(`--${name} needs a file`);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new InputError(`--${name} '${file}' is not a file that can be read`);
  if (info.size > maxBytes) throw new InputError(`--${name} '${file}' is larger than ${maxBytes} bytes`);
  return readFile(file).catch(() => {
    throw new InputError(`--${name} '${file}' cannot be read`);
  });
}

/**
 * An image or a video from the file an option names, checked by its contents as the browser will
 * see them. `kind` narrows it to images (a logo).
 */
export async function resourceFileOption(options: ParsedOptions, name: string, kind: 'image' | 'media'): Promise<ResourceContent | undefined> {
  const bytes = await readOptionFile(options, name, Number.MAX_SAFE_INTEGER);
  if (bytes === undefined) return undefined;
  const checked = await checkResource(bytes);
  if ('problem' in checked) throw new InputError(`--${name} '${String(options[name])}' cannot be shown: ${checked.problem}`);
  if (kind === 'image' && !checked.content.contentType.startsWith('image/')) {
    throw new InputError(`--${name} '${String(options[name])}' is a video; an image is needed`);
  }
  return checked.content;
}

/** The largest privacy policy an account keeps: a few pages of HTML. */
const MAX_POLICY_BYTES = 64 * 1024;

/** A UTF-8 text file an option names (an HTML policy). */
export async function textFileOption(options: ParsedOptions, name: string): Promise<string | undefined> {
  const bytes = await readOptionFile(options, name, MAX_POLICY_BYTES);
  if (bytes === undefined) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new InputError(`--${name} '${String(options[name])}' is not UTF-8 text`);
  }
}
