// Writes engine/theme/tokens.css from the theme tokens (engine/theme/values/*.ts), the one source
// of every colour: `node scripts/tokens-css.mjs` (npm run tokens). A checked-in file rather than a
// build-time plugin, so that esbuild, vitest and stylelint all read plain CSS, and the login page's
// stylesheet has the tokens before its first paint. tests/unit/theme/stylesheet.test.ts fails when
// the file and the tokens differ.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
mkdirSync(path.join(root, 'dist'), { recursive: true });
const outdir = mkdtempSync(path.join(root, 'dist', '.tokens-css-'));
try {
  await build({
    absWorkingDir: root,
    entryPoints: { theme: 'engine/theme/index.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  const { tokensStylesheet, TOKENS_STYLESHEET } = await import(pathToFileURL(path.join(outdir, 'theme.js')).href);
  writeFileSync(path.join(root, TOKENS_STYLESHEET), tokensStylesheet());
  console.log(`Wrote ${TOKENS_STYLESHEET}.`);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
