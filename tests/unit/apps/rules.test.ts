import { describe, expect, it } from 'vitest';
import { categoryOf, isAutostart, isMobileUserAgent, isVisible, startOptions, titleIn } from '../../../engine/apps';
import { pkg, profileApp } from './fixtures';

describe('isVisible', () => {
  const mine = new Set(['Orders']);

  it('shows an application in the user app list', () => {
    expect(isVisible(pkg('Orders', { defaultAppforOrgs: false }), mine)).toBe(true);
  });

  it('shows an application every organisation gets, whatever the app list says', () => {
    expect(isVisible(pkg('Viewer', { defaultAppforOrgs: true }), mine)).toBe(true);
  });

  it('hides an application that is neither in the app list nor given to every organisation', () => {
    expect(isVisible(pkg('Payroll', { defaultAppforOrgs: false }), mine)).toBe(false);
    expect(isVisible(pkg('Payroll', { defaultAppforOrgs: undefined }), mine)).toBe(false);
  });

  it('shows packages that are not applications (themes, icons, sounds) to everyone', () => {
    for (const type of ['theme', 'icons', 'sounds'] as const) {
      expect(isVisible(pkg('Look', { type, defaultAppforOrgs: false }), new Set())).toBe(true);
    }
  });
});

describe('isAutostart', () => {
  it.each([true, 'true', 'TRUE', 'True', '1', 'yes', 'YES', 'Yes', 'y', 'Y', '  yes  ', '\ttrue\n', ' 1 '])('is true for %j', (value) => {
    expect(isAutostart(value)).toBe(true);
  });

  it.each([false, 'false', 'no', 'n', '0', '', '   ', 'truthy', 'yess', 'y e s', 1, 0, null, undefined, {}])('is false for %j', (value) => {
    expect(isAutostart(value)).toBe(false);
  });
});

describe('categoryOf', () => {
  it('keeps a category the menu knows', () => {
    expect(categoryOf('productivity')).toBe('productivity');
    expect(categoryOf('hrmanagement')).toBe('hrmanagement');
  });

  it("lists an unknown or missing category under 'other'", () => {
    expect(categoryOf('toys')).toBe('other');
    expect(categoryOf('Productivity')).toBe('other');
    expect(categoryOf(undefined)).toBe('other');
  });
});

describe('titleIn', () => {
  it('takes the title in the current language', () => {
    expect(titleIn({ en_EN: 'Notes', de_DE: 'Notizen' }, 'de_DE', 'fallback')).toBe('Notizen');
  });

  it('falls back to English, then to any title, then to the given name', () => {
    expect(titleIn({ en_EN: 'Notes', de_DE: 'Notizen' }, 'fr_FR', 'fallback')).toBe('Notes');
    expect(titleIn({ de_DE: 'Notizen' }, 'fr_FR', 'fallback')).toBe('Notizen');
    expect(titleIn({}, 'fr_FR', 'fallback')).toBe('fallback');
  });

  it('never applies a blank title', () => {
    expect(titleIn({ de_DE: '   ', en_EN: 'Notes' }, 'de_DE', 'fallback')).toBe('Notes');
    expect(titleIn({ de_DE: '', en_EN: ' ' }, 'de_DE', 'fallback')).toBe('fallback');
  });
});

describe('isMobileUserAgent', () => {
  it.each([
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)',
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  ])('recognises a mobile agent: %s', (agent) => {
    expect(isMobileUserAgent(agent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  ])('takes a desktop agent for a desktop: %s', (agent) => {
    expect(isMobileUserAgent(agent)).toBe(false);
  });
});

describe('startOptions', () => {
  it("reads the profile entry's start_options JSON", () => {
    expect(startOptions(profileApp('Orders', { start_options: '{"autostart":"yes","title":"Orders"}' }))).toEqual({
      autostart: 'yes',
      title: 'Orders',
    });
  });

  it.each(['', 'not json', '{"autostart":', 'null', '[1,2]', '"yes"', '42'])('gives no options for %j', (text) => {
    expect(startOptions(profileApp('Orders', { start_options: text }))).toEqual({});
  });
});
