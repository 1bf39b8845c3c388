// The server's esbuild bundles: the server (main.js) and the operators' tool (atrium.js), each a
// single ES module beside the other, importing their npm packages from node_modules at run time.
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/** Entry name → source: `dist/server/<name>.js` for each. */
export const SERVER_ENTRY_POINTS = { main: 'server/main.ts', atrium: 'server/atrium.ts' };

/** The demo's announcement media, which the seed reads beside the bundle (server/seed/demoAnnouncements.ts). */
const SEED_MEDIA = 'server/seed/media';

/**
 * Bundles the server's entry points into `outdir`, with the demo's media beside them. Node finds the external packages by walking
 * up from the bundle, so `outdir` must be inside the project (as dist/server is).
 * @param {{ root: string, outdir: string, version: string }} options
 */
export async function buildServerBundles({ root, outdir, version }) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRY_POINTS,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    define: { __ATRIUM_VERSION__: JSON.stringify(version) },
    logLevel: 'warning',
  });
  await cp(path.join(root, SEED_MEDIA), path.join(outdir, 'media'), { recursive: true });
  // The demo's sample files, which server/seed/demoFiles.ts reads beside the bundle.
  await cp(path.join(root, 'server/seed/demo-files'), path.join(outdir, 'demo-files'), { recursive: true });
  return result;
}
