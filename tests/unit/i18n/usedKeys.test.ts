import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en_EN } from '../../../engine/i18n';

const ROOT = join(import.meta.dirname, '../../..');

/** The source files of the shell, its panel items and its apps (not the tables themselves). */
function sources(): string[] {
  return ['engine', 'plugins', 'apps'].flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('i18n'))
      .map((file) => join(ROOT, folder, file)),
  );
}

/** The literal keys passed to t() outside comments: t('window.close'), ctx.i18n.t('developer.title'). */
function literalKeys(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/)/.test(line))
    .flatMap((line) => [...line.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)].map((match) => match[1] ?? ''));
}

const lookUp = (key: string): unknown =>
  key.split('.').reduce<unknown>((table, part) => (table !== null && typeof table === 'object' ? (table as Record<string, unknown>)[part] : undefined), en_EN);

describe('keys the code uses', () => {
  it('are all texts of en_EN (so every locale has them)', () => {
    const used = new Set(sources().flatMap((file) => literalKeys(readFileSync(file, 'utf8'))));
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => typeof lookUp(key) !== 'string').sort()).toEqual([]);
  });
});
