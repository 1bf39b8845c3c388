import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_STRINGS } from '../../../plugins/dashboards/strings';
import { PRIORITIES_STRINGS } from '../../../plugins/priorities/strings';
import { PREFIXED_NAMESPACES } from './builtinStrings';

const ROOT = join(import.meta.dirname, '../../..');

/** The source files of the shell, its panel items and its apps (not the tables themselves). */
function sources(): string[] {
  return ['engine', 'plugins', 'apps'].flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('i18n') && !file.includes('locales/'))
      .map((file) => join(folder, file)),
  );
}

/**
 * Folders whose code reads its plugin's strings through the plugin's own namespace (`useTranslation(ctx.id)`):
 * their keys are that table's. Everywhere else a key is one of the namespaces read without a name.
 */
const OWN_TABLES: Readonly<Record<string, object>> = {
  'plugins/priorities/': PRIORITIES_STRINGS.en_EN,
  'apps/priorities/': PRIORITIES_STRINGS.en_EN,
  'plugins/dashboards/': DASHBOARD_STRINGS.en_EN,
  'apps/dashboard/': DASHBOARD_STRINGS.en_EN,
};
const ownTableOf = (file: string): object | undefined => Object.entries(OWN_TABLES).find(([folder]) => file.startsWith(folder))?.[1];

/** The literal keys passed to t() outside comments: t('window.close'), ctx.i18n.t('developer.title'). */
function literalKeys(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/)/.test(line))
    .flatMap((line) => [...line.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)].map((match) => match[1] ?? ''));
}

const lookUp = (key: string, root: object): unknown =>
  key.split('.').reduce<unknown>((table, part) => (table !== null && typeof table === 'object' ? (table as Record<string, unknown>)[part] : undefined), root);

describe('keys the code uses', () => {
  it('are all English texts of a registered namespace (so every locale has them)', () => {
    const used = sources().flatMap((file) => literalKeys(readFileSync(join(ROOT, file), 'utf8')).map((key) => ({ key, file })));
    expect(new Set(used.map(({ key }) => key)).size).toBeGreaterThan(20);
    const isText = (key: string, file: string) => {
      const own = ownTableOf(file);
      const tables = own ? [own] : Object.values(PREFIXED_NAMESPACES).map((namespace) => namespace.en_EN);
      return tables.some((table) => typeof lookUp(key, table) === 'string');
    };
    const missing = used.filter(({ key, file }) => !isText(key, file)).map(({ key, file }) => `${file}: ${key}`);
    expect([...new Set(missing)].sort()).toEqual([]);
  });
});
