// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import stylelint from 'stylelint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The checks that keep colours in the theme tokens (docs/features/theming.md): stylelint for CSS,
// an ESLint rule for TS/TSX, both as the repository configures them.
const root = path.resolve(import.meta.dirname, '../../..');
const { COLOUR_LINT, COLOUR_LITERAL } = (await import(path.join(root, 'eslint.config.mjs'))) as {
  COLOUR_LINT: { files: string[]; ignores: string[]; rules: Record<string, unknown> };
  COLOUR_LITERAL: string;
};
const configFile = path.join(root, 'stylelint.config.mjs');

/** ESLint with only the colour check (the whole config type-checks, far slower and beside the point here). */
const colourEslint = () =>
  new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [{ ...COLOUR_LINT, languageOptions: { parser: tseslint.parser } }] as ESLint.Options['overrideConfig'] });

// Files' disable comments name rules of plugins this ESLint does not load; only the colour rule counts.
const colourMessages = (messages: ESLint.LintResult['messages']) => messages.filter((message) => message.ruleId === 'no-restricted-syntax');

const cssProblems = async (code: string, file: string) => {
  const { results } = await stylelint.lint({ code, codeFilename: path.join(root, file), configFile });
  return results.flatMap((result) => result.warnings.map((warning) => warning.rule)).sort();
};

const tsProblems = async (code: string, file: string) => {
  const [result] = await colourEslint().lintText(code, { filePath: path.join(root, file) });
  return [...new Set(colourMessages(result?.messages ?? []).map((message) => message.line))];
};

describe('the colour checks', () => {
  it('refuse colour literals in CSS, and allow tokens and keywords', async () => {
    const css = '.a { color: #fff; background: rgba(0, 0, 0, 0.2); border-color: white; outline-color: hsl(0 0% 0%); }\n';
    expect(await cssProblems(css, 'plugins/sample/sample.css')).toEqual(['color-named', 'color-no-hex', 'function-disallowed-list', 'function-disallowed-list']);
    const clean = ".a { color: var(--atrium-ink); background: transparent; border-color: currentColor; mask: url(\"data:image/svg+xml,%3Csvg stroke='black'/%3E\"); }\n";
    expect(await cssProblems(clean, 'plugins/sample/sample.css')).toEqual([]);
    expect(await cssProblems(':root { --atrium-ink: #1b2330; }\n', 'engine/theme/tokens.css')).toEqual([]);
  });

  it('refuse colour literals in TS and TSX outside the token files', async () => {
    const code = [
      "export const a = '#1d3557';",
      "export const b = { border: '1px solid #ccc' };",
      'export const c = `rgba(0, 0, 0, ${0.5})`;',
      "export const d = 'hsl(120 50% 50%)';",
      "export const e = { boxShadow: '0 2px 4px #000', background: 'linear-gradient(#fff, #eee)' };",
      "export const ok = ['#main', 'Room #101', 'var(--atrium-ink)', '<path fill=\"#fff\"/>'];",
    ].join('\n');
    expect(await tsProblems(code, 'plugins/sample/index.tsx')).toEqual([1, 2, 3, 4, 5]);
    expect(await tsProblems(code, 'engine/theme/values/sample.ts')).toEqual([]);
  });

  it('find no colour literal in the tree', async () => {
    const { results } = await stylelint.lint({ files: '**/*.css', cwd: root, configFile });
    expect(results.flatMap((result) => result.warnings.map((warning) => `${result.source ?? ''}:${warning.line} ${warning.text}`))).toEqual([]);
    // Parsing every file takes half a minute on CI: only files whose text holds something like a
    // colour can hold a colour literal, so only those are linted.
    const looksLikeColour = new RegExp(COLOUR_LITERAL.replaceAll('^', '').replaceAll('$', ''), 'm');
    const suspects = ['engine', 'apps', 'plugins', 'sdk']
      .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
      .concat(readdirSync(root))
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'))
      .filter((file) => looksLikeColour.test(readFileSync(path.join(root, file), 'utf8')));
    expect(suspects.length).toBeGreaterThan(0);
    const lint = await colourEslint().lintFiles(suspects);
    expect(lint.flatMap((result) => colourMessages(result.messages).map((message) => `${result.filePath}:${message.line} ${message.message}`))).toEqual([]);
  }, 120_000);
});
