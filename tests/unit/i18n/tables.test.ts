import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, type KnownLocale, type TranslationTable } from '../../../engine/i18n';
import type en_EN from '../../../engine/vfs/locales/en_EN';
import { PREFIXED_NAMESPACES } from './builtinStrings';

type Table = Readonly<Record<string, unknown>>;

const ROOT = join(import.meta.dirname, '../../..');

/** Every module's `locales/` folder: the engine's subsystems, the apps, the plugins, the server's mail. */
const FOLDERS = ['engine', 'apps', 'plugins', 'server']
  .flatMap((top) => readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' }).map((path) => join(top, path)))
  .filter((path) => path.endsWith('/locales') || path === 'locales')
  .sort();

/** Every leaf of a table as [dotted key, value]. */
function leaves(table: Table, prefix = ''): [string, unknown][] {
  return Object.entries(table).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leaves(value as Table, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** The placeholders of a text, sorted, each once: i18next's {{name}} in the browser, the mails' {name} on the server. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{?\s*([^{}\s]+)\s*\}\}?/g)].map((match) => match[1]))].sort();

/** Each folder's tables by locale, each as its file's default export. */
const TABLES = Object.fromEntries(
  await Promise.all(
    FOLDERS.map(async (folder) => {
      const byLocale = await Promise.all(
        LOCALES.map(async (locale) => [locale, ((await import(pathToFileURL(join(ROOT, folder, `${locale}.ts`)).href)) as { default: Table }).default] as const),
      );
      return [folder, Object.fromEntries(byLocale) as Record<KnownLocale, Table>] as const;
    }),
  ),
);

const translated = LOCALES.filter((locale) => locale !== 'en_EN');

describe('translation tables', () => {
  it('are found in every module that has strings', () => {
    expect(FOLDERS).toEqual(expect.arrayContaining(['engine/shell/login/locales', 'engine/dialogs/locales', 'apps/files/locales', 'plugins/priorities/locales', 'server/mail/locales']));
  });

  describe.each(FOLDERS)('%s', (folder) => {
    it('has one file per known locale and nothing else', () => {
      const files = readdirSync(join(ROOT, folder)).sort();
      expect(files).toEqual(LOCALES.map((locale) => `${locale}.ts`).sort());
    });

    const english = new Map(leaves(TABLES[folder]?.en_EN ?? {}));

    it.each(LOCALES)('%s has exactly the keys of en_EN, each a non-blank text with its placeholders', (locale) => {
      const table = leaves(TABLES[folder]?.[locale] ?? {});
      expect(table.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
      expect(table.filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key)).toEqual([]);
      const differing = table
        .filter(([key, value]) => JSON.stringify(placeholders(String(value))) !== JSON.stringify(placeholders(String(english.get(key)))))
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });
  });

  it.each(translated)('%s is translated, not a copy of English', (locale) => {
    const all = FOLDERS.flatMap((folder) => leaves(TABLES[folder]?.en_EN ?? {}).map(([key, value]) => [`${folder}:${key}`, value] as const));
    const english = new Map(all);
    const same = FOLDERS.flatMap((folder) => leaves(TABLES[folder]?.[locale] ?? {}).filter(([key, value]) => value === english.get(`${folder}:${key}`)));
    // Brand names, 'OK', 'Hex', '{{title}} ({{pid}})' and the like may stay; most texts may not.
    expect(same.length).toBeLessThan(english.size / 10);
  });

  it('gives each top-level key of the namespaces read without a name to one namespace only', () => {
    const owners = new Map<string, string[]>();
    for (const [name, tables] of Object.entries(PREFIXED_NAMESPACES)) for (const key of Object.keys(tables.en_EN)) owners.set(key, [...(owners.get(key) ?? []), name]);
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it('lets TypeScript refuse a table with a key missing or extra', () => {
    const english = TABLES['engine/vfs/locales']?.en_EN as typeof en_EN;
    const { mounts, ...withoutMounts } = english.vfs;
    // @ts-expect-error: vfs.mounts is missing.
    const missing: TranslationTable<typeof en_EN> = { vfs: withoutMounts };
    // @ts-expect-error: extra is not a key of en_EN.
    const extra: TranslationTable<typeof en_EN> = { vfs: { ...english.vfs, extra: 'Extra' } };
    expect([mounts, missing, extra]).toHaveLength(3);
  });
});
