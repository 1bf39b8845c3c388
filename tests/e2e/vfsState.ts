import type { APIRequestContext } from '@playwright/test';
import type { FileEntry, Success } from '../../server/contract';
import type { TestUser } from './fixtures';

/**
 * The user's files on the server, through the VFS API with a sign-in of the test's own (the
 * browser's tokens stay untouched): what the page wrote, as the next page will find it.
 */
export interface VfsState {
  /** The file's text. @throws when the server has none there */
  readfile(path: string): Promise<string>;
  exists(path: string): Promise<boolean>;
  stat(path: string): Promise<FileEntry>;
  /** Writes a file as an upload from another page would (folders on the way made). */
  writefile(path: string, text: string): Promise<void>;
}

export async function vfsState(request: APIRequestContext, user: TestUser): Promise<VfsState> {
  const auth = await request.post(`${user.baseURL}/api/auth`, { form: { username: user.username, password: user.password } });
  if (!auth.ok()) throw new Error(`${user.username} could not sign in through the API: ${auth.status()} ${await auth.text()}`);
  const { jwt } = ((await auth.json()) as Success<{ jwt: string }>).data;
  const headers = { Authorization: `Bearer ${jwt}` };
  const get = async (operation: string, path: string) => {
    const response = await request.get(`${user.baseURL}/vfs/${operation}`, { headers, params: { path } });
    if (!response.ok()) throw new Error(`GET /vfs/${operation} ${path} as ${user.username} failed: ${response.status()} ${await response.text()}`);
    return response;
  };
  const data = async <T>(operation: string, path: string) => ((await (await get(operation, path)).json()) as Success<T>).data;
  return {
    readfile: async (path) => (await get('readfile', path)).text(),
    exists: (path) => data<boolean>('exists', path),
    stat: (path) => data<FileEntry>('stat', path),
    async writefile(path, text) {
      const response = await request.post(`${user.baseURL}/vfs/writefile`, {
        headers,
        multipart: {
          path,
          options: JSON.stringify({ overwrite: true, parents: true }),
          upload: { name: path.slice(path.lastIndexOf('/') + 1), mimeType: 'text/plain', buffer: Buffer.from(text) },
        },
      });
      if (!response.ok()) throw new Error(`POST /vfs/writefile ${path} as ${user.username} failed: ${response.status()} ${await response.text()}`);
    },
  };
}
