import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { FileEntry, VfsErrorCode } from '../../server/contract';
import type { App } from '../../server/http';
import { bearer } from './helpers';

/** A multipart/form-data body as a browser's FormData sends writefile's: the fields, then the file. */
export function multipart(fields: Record<string, string>, file?: { content: Buffer | string; name?: string; field?: string }) {
  const boundary = `----atrium${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'upload'}"; filename="${file.name ?? 'blob'}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(parts) };
}

/** Calls of one signed-in user, answering the parsed envelope. */
export function vfsClient(app: App, jwt: string) {
  const headers = bearer(jwt);
  const query = (path: string, options?: object) => new URLSearchParams({ path, ...(options ? { options: JSON.stringify(options) } : {}) }).toString();
  return {
    get: (operation: string, path: string, options?: object) => app.inject({ url: `/vfs/${operation}?${query(path, options)}`, headers }),
    post: (operation: string, body: object) => app.inject({ method: 'POST', url: `/vfs/${operation}`, headers, payload: body }),
    upload: (path: string, content: Buffer | string, options?: object) =>
      app.inject({ method: 'POST', url: '/vfs/writefile', ...withHeaders(multipart({ path, ...(options ? { options: JSON.stringify(options) } : {}) }, { content }), headers) }),
    async read(path: string, extra: Record<string, string> = {}) {
      return app.inject({ url: `/vfs/readfile?${query(path)}`, headers: { ...headers, ...extra } });
    },
    async entry(operation: string, body: object): Promise<FileEntry> {
      return ok<FileEntry>(await app.inject({ method: 'POST', url: `/vfs/${operation}`, headers, payload: body }));
    },
    async list(path: string): Promise<string[]> {
      return ok<FileEntry[]>(await app.inject({ url: `/vfs/readdir?${query(path)}`, headers })).map((entry) => entry.filename);
    },
  };
}

function withHeaders<T extends { headers: Record<string, string> }>(request: T, headers: Record<string, string>): T {
  return { ...request, headers: { ...request.headers, ...headers } };
}

/** The data of a successful answer; fails the test with the body otherwise. */
export function ok<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

/** Asserts an error answer with `code`, its status, and a message containing `text` when given. */
export function failsWith(response: LightMyRequestResponse, code: VfsErrorCode, status: number, text?: string): void {
  expect({ status: response.statusCode, code: (response.json() as { code?: string }).code }, response.body).toEqual({ status, code });
  if (text !== undefined) expect((response.json() as { message: string }).message).toBe(text);
}

/**
 * A new user made like `like` by the test route (the server runs in test mode), signed in: their own home, the demo's files in it.
 * With `ownAccount`, in copies of the demo's accounts made for them alone, whose shared folders hold the demo's shared files.
 */
export async function newUser(
  app: App,
  like: 'demo' | 'ada' = 'demo',
  { ownAccount = false } = {},
): Promise<{ username: string; password: string; jwt: string; refreshToken: string }> {
  const created = await app.inject({ method: 'POST', url: '/api/test/users', payload: { like, ...(ownAccount ? { accountPreferences: {} } : {}) } });
  const { username, password } = ok<{ username: string; password: string }>(created);
  const signedIn = await app.inject({ method: 'POST', url: '/api/auth', payload: { username, password } });
  const { jwt, refresh_token: refreshToken } = ok<{ jwt: string; refresh_token: string }>(signedIn);
  return { username, password, jwt, refreshToken };
}
