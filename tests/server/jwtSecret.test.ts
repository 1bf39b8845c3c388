import { describe, expect, it } from 'vitest';
import { capturedLog, removeDir, startServer, tempDir } from './helpers';

describe('the access-token key', () => {
  /** What a server on a new DATA_DIR warns about the key at start; `servingData`: with a folder mount of DATA_DIR. */
  async function warningsAt(env: Record<string, string>, servingData = false): Promise<string[]> {
    const dataDir = await tempDir();
    const started = capturedLog();
    const mounts = servingData ? { data: { adapter: 'folder', label: 'Data', root: dataDir } } : {};
    try {
      await (await startServer(dataDir, { ATRIUM_DEMO: '0', VFS_MOUNTS: JSON.stringify(mounts), ...env }, undefined, started.logger)).close();
    } finally {
      await removeDir(dataDir);
    }
    return started.warnings.filter((warning) => warning.includes('JWT_SECRET'));
  }

  it('is warned about in production when it is read from DATA_DIR, and whenever a served folder holds it', async () => {
    expect(await warningsAt({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^JWT_SECRET is not set: the access-token key is read from .*jwt-secret\. In production set JWT_SECRET/)]);
    expect(await warningsAt({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toEqual([]);
    expect(await warningsAt({})).toEqual([]);
    expect(await warningsAt({}, true)).toEqual([expect.stringMatching(/^The access-token key .*jwt-secret lies in .*, a folder the server serves: set JWT_SECRET/)]);
  });
});
