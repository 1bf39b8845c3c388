import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JWT_SECRET_BYTES } from './constants';

const FILE_NAME = 'jwt-secret';

/**
 * The HS256 key for access tokens: `override` (JWT_SECRET) if given, else the key kept in
 * `${dataDir}/jwt-secret`, created on first start so tokens survive restarts.
 */
export async function loadJwtSecret(dataDir: string, override: string | undefined): Promise<Uint8Array> {
  if (override !== undefined) return new TextEncoder().encode(override);
  const file = path.join(dataDir, FILE_NAME);
  return (await readSecret(file)) ?? (await createSecret(file));
}

/**
 * What the operator should hear at start about the access-token key: in production, that it is
 * read from a file beside the database (it belongs in JWT_SECRET, out of every folder the server
 * can be made to serve); anywhere, that a folder the server serves holds that file.
 * @param servedRoots the folders the server serves files from, as configured.
 */
export function jwtSecretWarnings(options: { dataDir: string; override: string | undefined; production: boolean; servedRoots: readonly string[] }): string[] {
  if (options.override !== undefined) return [];
  const file = path.join(options.dataDir, FILE_NAME);
  const warnings = options.servedRoots
    .filter((root) => isWithin(root, file))
    .map((root) => `The access-token key ${file} lies in ${root}, a folder the server serves: set JWT_SECRET, or serve another folder`);
  if (options.production) {
    warnings.push(`JWT_SECRET is not set: the access-token key is read from ${file}. In production set JWT_SECRET in the environment (see docs/configuration.md), so that no file the server can reach holds it`);
  }
  return warnings;
}

function isWithin(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

async function readSecret(file: string): Promise<Uint8Array | undefined> {
  try {
    const secret = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
    if (secret.length < JWT_SECRET_BYTES) throw new Error(`${file} holds fewer than ${JWT_SECRET_BYTES} bytes; delete it to create a new one`);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function createSecret(file: string): Promise<Uint8Array> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, randomBytes(JWT_SECRET_BYTES).toString('base64url') + '\n', { mode: 0o600, flag: 'wx' });
  try {
    // link, unlike rename, never replaces an existing file: if another process starting at the same
    // moment got there first, both end up with its secret, and no reader ever sees a partial file.
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  const secret = await readSecret(file);
  if (secret === undefined) throw new Error(`${file} vanished while it was being created`);
  return secret;
}
