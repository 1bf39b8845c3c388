import { describe, expect, it } from 'vitest';
import { SETTINGS_VERSION, type Settings } from '../../server/contract';
import { createSettingsStore } from '../../server/settings';
import { describeOnPostgres, serverForFile, type TestServer } from './helpers';
import { storedSettings } from './storedSettings';

type Running = TestServer & { dataDir: string };

/** Something good in every namespace, none of it what the rows below break. */
const GOOD = {
  version: SETTINGS_VERSION,
  desktop: {
    background: { style: 'color', color: '#1e3a5f' },
    keybindings: { 'atrium.appmenu.toggle': 'Alt+M', 'atrium.shortcuts.toggle': 'Ctrl+Shift+F3' },
    widgets: [{ name: 'digitalclock', options: { position: { top: 15, left: '20px' } } }],
    animations: true,
  },
  locale: {},
  session: { autosave: true },
  plugins: { 'acme.notes': { wrap: true } },
} satisfies Settings;

/**
 * GOOD with a value of each kind a row can hold that the server refuses today, as written before a
 * rule existed or around the API: a font that is no string and a language off the pattern (the
 * schema fails), a theme none of the choices and a keybinding without a key (the browser cannot read them).
 */
const BROKEN = {
  ...GOOD,
  desktop: {
    ...GOOD.desktop,
    font: 12,
    theme: 'classic',
    keybindings: { ...GOOD.desktop.keybindings, 'atrium.search.open': 'Ctrl+' },
  },
  locale: { language: 'english' },
};

/** BROKEN as read: each bad value takes its default (the theme its first choice, the others left out). */
const REPAIRED: Settings = { ...GOOD, desktop: { ...GOOD.desktop, theme: 'system' } };

function storedSettingsRepairSuite(server: () => Running) {
  const { userWithStored, load, save, storedRow } = storedSettings(server);

  it('loads every good value of a row with a bad font, language, keybinding and theme, the defaults for those, and takes the document back as loaded', async () => {
    const { headers, userId } = await userWithStored(BROKEN);
    const before = await storedRow(userId);
    expect(await load(headers)).toEqual(REPAIRED);
    // Reading writes nothing: the row is mended by the next save.
    expect(await storedRow(userId)).toEqual(before);

    // The page sends back every namespace it loaded; the locale, empty now, is cleared, which is what empty means.
    const saved: Settings = { version: SETTINGS_VERSION, desktop: REPAIRED.desktop, session: GOOD.session, plugins: GOOD.plugins };
    expect(await save(headers, REPAIRED)).toEqual(saved);
    expect(await load(headers)).toEqual(saved);
    const row = await storedRow(userId);
    expect(JSON.parse(row.settings)).toEqual(saved);
    expect(row.revision).toBe(before.revision + 1);
  });

  it('takes back a namespace whose stored locale Atrium does not ship, or keybinding without a key, the schema lets through', async () => {
    const { headers, userId } = await userWithStored({
      ...GOOD,
      desktop: { ...GOOD.desktop, keybindings: { ...GOOD.desktop.keybindings, 'atrium.search.open': 'Ctrl+Alt+' } },
      locale: { language: 'it_IT' },
    });
    const loaded = await load(headers);
    expect(loaded).toEqual(GOOD);

    // The page sends back each namespace it changed, whole, as it loaded it.
    const locale = { language: 'de_DE' };
    expect(await save(headers, { version: SETTINGS_VERSION, locale })).toEqual({ ...GOOD, locale });
    const desktop = { ...loaded.desktop, font: 'Lato' };
    expect(await save(headers, { version: SETTINGS_VERSION, desktop })).toEqual({ ...GOOD, desktop, locale });
    expect(JSON.parse((await storedRow(userId)).settings)).toEqual({ ...GOOD, desktop, locale });
  });

  it('drops a bad entry from a list or a map and keeps the others, leaving out what its bad entries leave invalid', async () => {
    const clock = { name: 'digitalclock', options: {} };
    const { headers } = await userWithStored({
      ...GOOD,
      desktop: {
        ...GOOD.desktop,
        // Between good widgets, one with no name and one at a position the desktop cannot place.
        widgets: [clock, { options: {} }, { name: 'analogclock', options: { position: { top: 'far' } } }, { name: 'weather', options: {} }],
        // Its only workspace has an id off the pattern: the list left without it is below its minimum.
        workspaces: [{ id: 'Main Desk', name: 'Main' }],
        background: { ...GOOD.desktop.background, style: 'stretch' },
      },
      session: 'open',
      plugins: { ...GOOD.plugins, 'not a plugin!': { on: true }, 'acme.todo': 'done' },
      future: { on: true },
    });
    expect(await load(headers)).toEqual({
      version: SETTINGS_VERSION,
      locale: GOOD.locale,
      plugins: GOOD.plugins,
      desktop: {
        ...GOOD.desktop,
        widgets: [clock, { name: 'analogclock', options: { position: {} } }, { name: 'weather', options: {} }],
        background: { color: GOOD.desktop.background.color },
      },
    });
  });

  it('tells the log each value it replaced, naming the user and the path, while the row holds it', async () => {
    const warnings: string[] = [];
    const store = createSettingsStore(server().db, server().clock, { warn: (message) => warnings.push(message) });
    const { userId } = await userWithStored(BROKEN);
    expect(await store.get(userId)).toEqual(REPAIRED);
    const change = `The stored settings of user ${userId} are read with a change:`;
    expect(warnings).toEqual([
      `${change} settings/desktop/font Expected string; left out, which their next save stores`,
      `${change} settings/locale/language Expected string to match '^[a-z]{2}_[A-Z]{2}$'; left out, which their next save stores`,
      `${change} settings/desktop/theme 'classic' is not one of system, standard, vision, dark; read as 'system', which their next save stores`,
      `${change} settings/desktop/keybindings/atrium.search.open 'Ctrl+' is no key chord such as "Ctrl+Shift+F3"; left out, which their next save stores`,
    ]);

    const good = await userWithStored(REPAIRED);
    expect(await store.get(good.userId)).toEqual(REPAIRED);
    expect(warnings).toHaveLength(4);
  });
}

describe('stored settings repair on SQLite', () => {
  storedSettingsRepairSuite(serverForFile({ ATRIUM_TEST_MODE: '1' }));
});

describeOnPostgres('stored settings repair', 'atrium_stored_repair', { ATRIUM_TEST_MODE: '1' }, storedSettingsRepairSuite);
