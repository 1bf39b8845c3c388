import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { LOCALES } from '../../../engine/i18n';

// One-off check of the split (issue 35 point 2): the new modules' tables, put together, are the
// old engine/i18n/<locale>.ts, plugins/{priorities,dashboards}/strings.ts and the server's
// RESET_MAIL_TEXTS, string for string.
const BASE = '750edb0';
const ROOT = join(import.meta.dirname, '../../..');
// The old tables, written beside this test for the time it runs (vitest loads only files under the root).
const old = join(import.meta.dirname, '.old-tables');
mkdirSync(old, { recursive: true });
afterAll(() => rmSync(old, { recursive: true, force: true }));
const show = (path: string) => execFileSync('git', ['show', `${BASE}:${path}`], { cwd: ROOT, encoding: 'utf8' });

async function oldTable(path: string, name: string): Promise<Record<string, unknown>> {
  const file = join(old, path.replaceAll('/', '_'));
  writeFileSync(file, show(path).replace("from '../auth'", `from '${join(ROOT, 'engine/auth')}'`).replace(/^const (\w+)(: Table)? = \{$/gm, 'export const $1$2 = {'));
  return ((await import(/* @vite-ignore */ file)) as Record<string, Record<string, unknown>>)[name] ?? {};
}

const folders = (top: string) =>
  readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('locales'))
    .map((path) => join(top, path));

const newTable = async (folder: string, locale: string) => ((await import(pathToFileURL(join(ROOT, folder, `${locale}.ts`)).href)) as { default: Record<string, unknown> }).default;

it.each(LOCALES)('%s: the union of the modules’ tables is the old shell table, and the plugins’ are theirs', async (locale) => {
  const shellFolders = [...folders('engine'), ...folders('apps'), ...folders('plugins')].filter((folder) => !/plugins\/(priorities|dashboards)\//.test(`${folder}/`));
  const parts = await Promise.all(shellFolders.map((folder) => newTable(folder, locale)));
  const keys = parts.flatMap((part) => Object.keys(part));
  expect(new Set(keys).size).toBe(keys.length);
  expect(Object.assign({}, ...parts)).toEqual(await oldTable(`engine/i18n/${locale}.ts`, locale));
  expect(await newTable('plugins/priorities/locales', locale)).toEqual(await oldTable('plugins/priorities/strings.ts', locale));
  expect(await newTable('plugins/dashboards/locales', locale)).toEqual(await oldTable('plugins/dashboards/strings.ts', locale));
  const mail = (await oldTable('server/mail/resetMail.ts', 'RESET_MAIL_TEXTS'))[locale];
  expect(await newTable('server/mail/locales', locale)).toEqual(mail);
});
