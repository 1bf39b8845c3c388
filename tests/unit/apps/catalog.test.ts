import { describe, expect, it } from 'vitest';
import { catalogOf } from '../../../engine/apps';
import { pkg, profileApp } from './fixtures';

describe('catalogOf', () => {
  it('lists the visible applications with their title in the current language, category and icons', () => {
    const manifest = [
      pkg('Notes', { title: { en_EN: 'Notes', de_DE: 'Notizen' }, category: 'productivity', icon: 'notes.svg' }),
      pkg('Orders', { defaultAppforOrgs: false, category: 'business', fontIcon: 'fa-cart' }),
    ];
    expect(catalogOf(manifest, [profileApp('Orders')], 'de_DE')).toEqual([
      { name: 'Notes', title: 'Notizen', category: 'productivity', icon: 'notes.svg', fontIcon: null },
      { name: 'Orders', title: 'Orders', category: 'business', icon: null, fontIcon: 'fa-cart' },
    ]);
  });

  it('leaves out applications the user may not see, hidden ones, and packages that are not applications', () => {
    const manifest = [
      pkg('Payroll', { defaultAppforOrgs: false }),
      pkg('Helper', { hidden: true }),
      pkg('Look', { type: 'theme' }),
      pkg('Notes'),
    ];
    expect(catalogOf(manifest, [], 'en_EN').map((entry) => entry.name)).toEqual(['Notes']);
  });

  it("lists an unknown category under 'other'", () => {
    expect(catalogOf([pkg('Toy', { category: 'toys' })], [], 'en_EN')[0]?.category).toBe('other');
  });

  it("adds the user's data-defined apps (type 2) when the Viewer is installed", () => {
    const manifest = [pkg('Viewer', { hidden: true }), pkg('Notes')];
    const profileApps = [
      profileApp('Survey', { type: 2, title: 'Staff survey', category: 'hrmanagement' }),
      profileApp('Untitled', { type: 2, title: '  ', category: 'nonsense' }),
      profileApp('Orders', { type: 1 }),
    ];
    expect(catalogOf(manifest, profileApps, 'en_EN')).toEqual([
      { name: 'Notes', title: 'Notes', category: 'other', icon: null, fontIcon: null },
      { name: 'Survey', title: 'Staff survey', category: 'hrmanagement', icon: null, fontIcon: null },
      { name: 'Untitled', title: 'Untitled', category: 'other', icon: null, fontIcon: null },
    ]);
  });

  it('lists no data-defined apps without a Viewer to open them', () => {
    expect(catalogOf([pkg('Notes')], [profileApp('Survey', { type: 2 })], 'en_EN').map((entry) => entry.name)).toEqual(['Notes']);
  });

  it('lists a name once when a data-defined app shares it with a package', () => {
    const manifest = [pkg('Viewer', { hidden: true }), pkg('Notes')];
    expect(catalogOf(manifest, [profileApp('Notes', { type: 2, title: 'Other notes' })], 'en_EN')).toEqual([
      { name: 'Notes', title: 'Notes', category: 'other', icon: null, fontIcon: null },
    ]);
  });
});
