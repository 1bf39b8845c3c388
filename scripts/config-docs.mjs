// Writes docs/configuration.md from the configuration schema (server/config/schema.ts), which is
// also what the server reads its environment with: `node scripts/config-docs.mjs` (npm run
// docs:config). tests/server/configDocs.test.ts fails when the file and the schema differ.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Inside the project, so that the bundle finds its npm packages in node_modules.
mkdirSync(path.join(root, 'dist'), { recursive: true });
const outdir = mkdtempSync(path.join(root, 'dist', '.config-docs-'));
try {
  await build({
    absWorkingDir: root,
    entryPoints: { config: 'server/config/index.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const { configurationMarkdown, CONFIGURATION_DOC } = await import(pathToFileURL(path.join(outdir, 'config.js')).href);
  writeFileSync(path.join(root, CONFIGURATION_DOC), configurationMarkdown());
  console.log(`Wrote ${CONFIGURATION_DOC}.`);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
