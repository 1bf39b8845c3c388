import { describe, expect, it } from 'vitest';
import { catalogSections, matchesQuery } from '../../../../plugins/appmenu/catalogSections';
import { collatorFor } from '../../../../plugins/appmenu/collatorFor';
import { catalogEntry } from '../fakeContext';

const labels: Record<string, string> = { utilities: 'Utilities', business: 'Business', oi: 'Dashboards', operationalIntelligence: 'Dashboards' };
const collator = collatorFor('en_EN');
const options = (query: string) => ({ query, categoryLabel: (key: string) => labels[key] ?? key, compare: (a: string, b: string) => collator.compare(a, b) });

const catalog = [
  catalogEntry('Files', 'Files', 'utilities'),
  catalogEntry('Calc', 'calculator', 'utilities'),
  catalogEntry('App10', 'App 10', 'business'),
  catalogEntry('App9', 'App 9', 'business'),
  catalogEntry('Board', 'Board', 'oi'),
  catalogEntry('Ops', 'Ops', 'operationalIntelligence'),
];

describe('catalogSections', () => {
  it('sorts sections by label and apps by title, ignoring case and reading numbers as numbers', () => {
    const sections = catalogSections(catalog, options(''));
    expect(sections.map((section) => [section.label, section.apps.map((app) => app.title)])).toEqual([
      ['Business', ['App 9', 'App 10']],
      ['Dashboards', ['Board', 'Ops']],
      ['Utilities', ['calculator', 'Files']],
    ]);
  });

  it('puts categories that share a label in one section', () => {
    const sections = catalogSections(catalog, options(''));
    expect(sections.filter((section) => section.label === 'Dashboards')).toHaveLength(1);
  });

  it('keeps the apps whose title contains the query, in any case, and leaves out empty sections', () => {
    expect(catalogSections(catalog, options('  CALC ')).map((section) => [section.label, section.apps.map((app) => app.name)])).toEqual([
      ['Utilities', ['Calc']],
    ]);
    expect(catalogSections(catalog, options('zzz'))).toEqual([]);
  });

  it('matches anywhere in the title; an empty query matches everything', () => {
    expect(matchesQuery('Purchase Orders', 'order')).toBe(true);
    expect(matchesQuery('Purchase Orders', 'ordr')).toBe(false);
    expect(matchesQuery('Anything', '   ')).toBe(true);
  });

  it('makes a collator from an Atrium locale id, and falls back for one Intl rejects', () => {
    // Swedish sorts ä after z; English sorts it with a.
    expect(collatorFor('sv_SE').compare('ä', 'z')).toBeGreaterThan(0);
    expect(collatorFor('en_EN').compare('ä', 'z')).toBeLessThan(0);
    expect(() => collatorFor('not a locale!')).not.toThrow();
  });
});
