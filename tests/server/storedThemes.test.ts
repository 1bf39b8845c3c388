import { describe, expect, it } from 'vitest';
import { SETTINGS_VERSION, type Settings } from '../../server/contract';
import { createSettingsStore } from '../../server/settings';
import { describeOnPostgres, serverForFile, type TestServer } from './helpers';
import { storedSettings } from './storedSettings';

type Running = TestServer & { dataDir: string };

/** Something in every namespace, beside the theme. */
const STORED = {
  version: SETTINGS_VERSION,
  desktop: {
    font: 'Inter',
    background: { style: 'color', color: '#1e3a5f' },
    keybindings: { 'atrium.appmenu.toggle': 'Alt+M' },
    widgets: [{ name: 'digitalclock', options: { position: { top: 15, left: '20px' } } }],
  },
  locale: { language: 'de_DE' },
  session: { autosave: true },
  plugins: { 'acme.notes': { wrap: true } },
} satisfies Settings;

/** Themes no browser can read, as rows hold them: from before the choices existed, or written around the API. */
const UNREADABLE: readonly (readonly [string, unknown])[] = [
  ['an old name', 'classic'],
  ['a number', 42],
  ['null', null],
];

/** docs/features/settings.md#themes-and-motion: what the browser shows for a theme it cannot read. */
const SHOWN_INSTEAD = 'system';

function storedThemeSuite(server: () => Running) {
  const { userWithStored, load, save, storedRow: row } = storedSettings(server);
  /** A user of the test's own whose stored settings are STORED with `theme`. */
  const userWithStoredTheme = (theme: unknown) => userWithStored({ ...STORED, desktop: { ...STORED.desktop, theme } });
  const storedRow = async (userId: string): Promise<unknown> => JSON.parse((await row(userId)).settings);

  const repaired: Settings = { ...STORED, desktop: { ...STORED.desktop, theme: SHOWN_INSTEAD } };

  it.each(UNREADABLE)('loads a stored theme that is %s as following the system, with every other setting, and takes the desktop back as loaded', async (_case, theme) => {
    const { headers, userId } = await userWithStoredTheme(theme);
    const loaded = await load(headers);
    expect(loaded).toEqual(repaired);

    // The page sends back the namespace it changed, whole, as it loaded it.
    const changed: Settings = { ...loaded, desktop: { ...loaded.desktop, font: 'Lato' } };
    expect(await save(headers, { version: SETTINGS_VERSION, desktop: changed.desktop })).toEqual(changed);
    expect(await load(headers)).toEqual(changed);
    expect(await storedRow(userId)).toEqual(changed);
  });

  it('mends the row with a save of another namespace, losing nothing', async () => {
    const { headers, userId } = await userWithStoredTheme(42);
    const plugins = { ...STORED.plugins, 'acme.todo': { done: 1 } };
    const expected: Settings = { ...repaired, plugins };
    expect(await save(headers, { version: SETTINGS_VERSION, plugins: { 'acme.todo': { done: 1 } } })).toEqual(expected);
    expect(await storedRow(userId)).toEqual(expected);
  });

  it('tells the log what it replaced while the row holds it, and leaves a theme the browser reads as it is', async () => {
    const warnings: string[] = [];
    const store = createSettingsStore(server().db, server().clock, { warn: (message) => warnings.push(message) });
    const { userId } = await userWithStoredTheme('classic');
    expect(await store.get(userId)).toEqual(repaired);
    expect(warnings).toEqual([
      `The stored settings of user ${userId} are read with a change: settings/desktop/theme 'classic' is not one of system, standard, vision, dark; read as 'system', which their next save stores`,
    ]);

    const dark = await userWithStoredTheme('dark');
    expect(await store.get(dark.userId)).toEqual({ ...STORED, desktop: { ...STORED.desktop, theme: 'dark' } });
    expect(warnings).toHaveLength(1);
  });

  it('still refuses a theme the browser cannot read when a page sends one, keeping what is stored', async () => {
    const { headers } = await userWithStoredTheme('classic');
    const response = await server().app.inject({ method: 'POST', url: '/settings', headers, payload: { version: SETTINGS_VERSION, desktop: { theme: 'classic' } } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: "settings/desktop/theme 'classic' is not one of system, standard, vision, dark" });
    expect(await load(headers)).toEqual(repaired);
  });
}

describe('stored themes on SQLite', () => {
  storedThemeSuite(serverForFile({ ATRIUM_TEST_MODE: '1' }));
});

describeOnPostgres('stored themes', 'atrium_stored_themes', { ATRIUM_TEST_MODE: '1' }, storedThemeSuite);
