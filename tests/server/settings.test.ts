import { randomUUID } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_LIMITS, SETTINGS_VERSION, SettingsAnswer, THEME_CHOICES, type Settings } from '../../server/contract';
import { createSettingsStore, migrateSettings, type SettingsMigration } from '../../server/settings';
import { bearer, login, serverForFile, type TestServer, tokenInAccount } from './helpers';

const server = serverForFile();

const URL = '/settings';

/** A document with something in every namespace. */
/** Options a plugin's widget keeps of its own: the server takes them as they are. */
const PLUGIN_OPTIONS: Record<string, unknown> = { seconds: true };
const FULL: Settings = {
  version: SETTINGS_VERSION,
  desktop: {
    font: 'Inter',
    background: { style: 'color', color: '#1e3a5f' },
    panels: [{ position: 'top', items: [{ name: 'appmenu', index: 0 }] }],
    widgets: [{ name: 'digitalclock', options: { position: { top: 15, left: '20px', right: '', bottom: '' }, dimension: { width: 300, height: 50 }, fontColor: '#fff', ...PLUGIN_OPTIONS } }],
    theme: 'standard',
    animations: true,
    keybindings: { 'atrium.appmenu.toggle': 'Alt+M' },
    defaultApplications: { 'text/plain': 'Notes', 'image/svg+xml': 'Viewer' },
    vfs: { defaultPath: 'home:/', mountpoints: [{ name: 'home' }] },
  },
  locale: { language: 'de_DE' },
  session: { autosave: true },
  plugins: { 'acme.notes': { wrap: true, recent: ['home:/a.txt'] } },
};

function settings(font: string, extra: Partial<Settings> = {}): Settings {
  return { version: SETTINGS_VERSION, desktop: { font }, ...extra };
}

function get(target: TestServer, jwt: string) {
  return target.app.inject({ url: URL, headers: bearer(jwt) });
}

function post(target: TestServer, jwt: string, payload: unknown) {
  return target.app.inject({ method: 'POST', url: URL, headers: bearer(jwt), payload: payload as object });
}

async function getSettings(jwt: string, target: TestServer = server()): Promise<Settings> {
  const response = await get(target, jwt);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(Value.Check(SettingsAnswer, body)).toBe(true);
  return body.data as Settings;
}

async function save(jwt: string, doc: Settings, target: TestServer = server()): Promise<Settings> {
  const response = await post(target, jwt, doc);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Settings;
}

async function userId(username: string, target: TestServer = server()): Promise<string> {
  const user = await target.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return user.id;
}

function rows(target: TestServer = server()) {
  return target.db.selectFrom('user_settings').selectAll().execute();
}

/** A store with a log the test reads. */
function storeWithLog(target: TestServer = server()) {
  const warnings: string[] = [];
  const store = createSettingsStore(target.db, target.clock, { warn: (message) => warnings.push(message) });
  return { store, warnings };
}

let jwt: string;

beforeEach(async () => {
  jwt = (await login(server().app)).jwt;
  await server().db.deleteFrom('user_settings').execute();
});

describe('GET /settings', () => {
  it('answers the default document, and stores nothing, when nothing was saved', async () => {
    expect(await getSettings(jwt)).toEqual({ version: SETTINGS_VERSION });
    expect(await rows()).toEqual([]);
  });
});

describe('POST /settings', () => {
  it('stores the document and answers what it stored; GET answers the same', async () => {
    expect(await save(jwt, FULL)).toEqual(FULL);
    expect(await getSettings(jwt)).toEqual(FULL);
    const [row] = await rows();
    expect(row).toMatchObject({ user_id: await userId('demo'), version: SETTINGS_VERSION, updated_at: server().clock.now() });
    expect(JSON.parse(row?.settings ?? '')).toEqual(FULL);
  });

  it('merges per namespace: a namespace left out keeps what is stored, one sent replaces it whole', async () => {
    await save(jwt, FULL);
    const answer = await save(jwt, { version: SETTINGS_VERSION, locale: { language: 'fr_FR' }, plugins: { 'acme.todo': { done: 1 } } });
    const expected: Settings = { ...FULL, locale: { language: 'fr_FR' }, plugins: { ...FULL.plugins, 'acme.todo': { done: 1 } } };
    expect(answer).toEqual(expected);
    expect(await getSettings(jwt)).toEqual(expected);
    expect(await rows()).toHaveLength(1);
  });

  it('takes every theme a user can choose: following the system, and the old standard and vision too', async () => {
    for (const theme of THEME_CHOICES) {
      await save(jwt, { version: SETTINGS_VERSION, desktop: { theme } });
      expect((await getSettings(jwt)).desktop?.theme).toBe(theme);
    }
  });

  it('takes the version alone as no change', async () => {
    await save(jwt, FULL);
    expect(await save(jwt, { version: SETTINGS_VERSION })).toEqual(FULL);
  });

  it('removes a namespace sent empty: that is how a client clears one', async () => {
    await save(jwt, FULL);
    const cleared = await save(jwt, { version: SETTINGS_VERSION, desktop: {}, locale: {}, session: {}, plugins: { 'acme.notes': {} } });
    expect(cleared).toEqual({ version: SETTINGS_VERSION });
    expect(await getSettings(jwt)).toEqual({ version: SETTINGS_VERSION });
  });

  // The wipe this rule stops: a page that failed to load the settings posted its near-empty
  // document, and the server replaced everything the user had with it.
  it('keeps every other namespace when a page sends only what it changed', async () => {
    await save(jwt, FULL);
    await save(jwt, { version: SETTINGS_VERSION, desktop: { panels: [{ position: 'bottom', items: [] }] } });
    const stored = await getSettings(jwt);
    expect(stored.desktop).toEqual({ panels: [{ position: 'bottom', items: [] }] });
    expect(stored.locale).toEqual(FULL.locale);
    expect(stored.session).toEqual(FULL.session);
    expect(stored.plugins).toEqual(FULL.plugins);
  });

  it('applies saves of different namespaces that arrive together, losing none', async () => {
    const docs: Settings[] = Array.from({ length: 10 }, (_, index) => ({ version: SETTINGS_VERSION, plugins: { [`plugin.${index}`]: { index } } }));
    const responses = await Promise.all(docs.map((doc) => post(server(), jwt, doc)));
    expect(responses.map((response) => response.statusCode)).toEqual(docs.map(() => 200));
    expect(Object.keys((await getSettings(jwt)).plugins ?? {}).sort()).toEqual(docs.map((_, index) => `plugin.${index}`).sort());
  });

  it('keeps the last of saves sent one after another', async () => {
    const docs = Array.from({ length: 10 }, (_, index) => settings(`Font ${index}`));
    for (const doc of docs) await save(jwt, doc);
    expect(await getSettings(jwt)).toEqual(docs[9]);
    expect(await rows()).toHaveLength(1);
  });

  // The server cannot know in which order a client sent requests that are in flight together, only
  // in which order it writes them: the last write wins, whole. Sending one save at a time, the last
  // one after a 100 ms pause, is the client's part (docs/features/settings.md#settings).
  it('of saves of one namespace that arrive together keeps one whole, and a save after them wins', async () => {
    const docs = Array.from({ length: 10 }, (_, index) => settings(`Font ${index}`, { plugins: { 'acme.notes': { index } } }));
    const responses = await Promise.all(docs.map((doc) => post(server(), jwt, doc)));
    expect(responses.map((response) => response.statusCode)).toEqual(docs.map(() => 200));
    const stored = await getSettings(jwt);
    // One save's font with the same save's plugins: never a mix of two.
    expect(docs).toContainEqual(stored);
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(JSON.parse(all[0]?.settings ?? '')).toEqual(stored);

    await save(jwt, settings('After'));
    expect(await getSettings(jwt)).toEqual({ ...stored, desktop: { font: 'After' } });
  });
});

describe('two instances on one database', () => {
  it('merge saves that race for the same row, losing none: a save writes only over what it read', async () => {
    const id = await userId('demo');
    const instances = [storeWithLog().store, storeWithLog().store];
    const saves = Array.from({ length: 10 }, (_, index) =>
      instances[index % 2]?.save(id, { version: SETTINGS_VERSION, plugins: { [`plugin.${index}`]: { index } } }, []),
    );
    expect((await Promise.all(saves)).map((result) => result?.kind)).toEqual(saves.map(() => 'saved'));
    expect(Object.keys((await getSettings(jwt)).plugins ?? {})).toHaveLength(10);
    const [row] = await rows();
    expect(row?.revision).toBe(10);
  });
});

describe('one document per user', () => {
  /** A token for demo in Globex, as an account switch would issue. */
  async function globexToken(): Promise<string> {
    const { id: accountId } = await server().db.selectFrom('accounts').select('id').where('name', '=', 'Globex').executeTakeFirstOrThrow();
    return tokenInAccount(server(), 'demo', accountId);
  }

  it('keeps demo’s and ada’s settings apart, and demo’s are the same in every account', async () => {
    const ada = (await login(server().app, 'ada')).jwt;
    await save(jwt, settings('Demo font'));
    expect(await getSettings(ada)).toEqual({ version: SETTINGS_VERSION });
    await save(ada, settings('Ada font'));

    expect(await getSettings(jwt)).toEqual(settings('Demo font'));
    expect(await getSettings(ada)).toEqual(settings('Ada font'));
    expect(await getSettings(await globexToken())).toEqual(settings('Demo font'));
    expect(await rows()).toHaveLength(2);
  });
});

describe('versions', () => {
  it.each([
    ['older', SETTINGS_VERSION - 1],
    ['newer', SETTINGS_VERSION + 1],
  ])('answers a document of a %s version with 409 telling the page to reload, and keeps the stored one', async (_case, version) => {
    await save(jwt, FULL);
    // A format of another version has another shape: the version is checked first.
    const response = await post(server(), jwt, { version, desktop: { font: 42 }, future: {} });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'error',
      message: `Settings version ${version} is not the server's ${SETTINGS_VERSION}; reload the page`,
    });
    expect(await getSettings(jwt)).toEqual(FULL);
  });

  describe('settings a newer server saved', () => {
    const newer = { version: SETTINGS_VERSION + 1, desktop: { font: 'Inter', sidebar: 'left' }, future: { on: true } };

    beforeEach(async () => {
      await server()
        .db.insertInto('user_settings')
        .values({ user_id: await userId('demo'), settings: JSON.stringify(newer), version: newer.version, updated_at: 1 })
        .execute();
    });

    it('are answered as they are, with a warning', async () => {
      const { store, warnings } = storeWithLog();
      expect(await store.get(await userId('demo'))).toEqual(newer);
      expect(warnings).toEqual([
        `The settings of user ${await userId('demo')} are version ${newer.version}, newer than the server's ${SETTINGS_VERSION}; left as they are`,
      ]);
      // The page learns the version, and knows it cannot use them.
      expect((await get(server(), jwt)).json().data).toMatchObject({ version: newer.version });
    });

    it('are never overwritten', async () => {
      const response = await post(server(), jwt, FULL);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 'error',
        message: `The stored settings are version ${newer.version}, newer than the server's ${SETTINGS_VERSION}; they are kept as they are`,
      });
      const [row] = await rows();
      expect(row).toMatchObject({ version: newer.version, updated_at: 1 });
      expect(JSON.parse(row?.settings ?? '')).toEqual(newer);
    });
  });
});

describe('wallpapers', () => {
  it.each(['gradient', 'color', 'cover', 'contain', 'tile', 'center', 'image'] as const)('keeps the wallpaper style %s with its image and colour', async (style) => {
    const doc: Settings = { version: SETTINGS_VERSION, desktop: { background: { style, src: '/wallpapers/dusk.svg', color: '#102030' }, font: 'Lato' } };
    expect(await save(jwt, doc)).toEqual(doc);
    expect(await getSettings(jwt)).toEqual(doc);
  });
});

describe('bad input', () => {
  it.each([
    ['no body', undefined, 'body'],
    ['no version', { desktop: {} }, 'version'],
    ['a version that is text', { version: String(SETTINGS_VERSION) }, 'version'],
    ['a namespace the format does not have', { version: SETTINGS_VERSION, windows: {} }, 'windows'],
    ['a desktop setting the format does not have', { version: SETTINGS_VERSION, desktop: { fontt: 'Inter' } }, 'fontt'],
    ['a font that is no text', { version: SETTINGS_VERSION, desktop: { font: 12 } }, 'font'],
    ['a colour that is no #rrggbb', { version: SETTINGS_VERSION, desktop: { background: { color: 'red' } } }, 'color'],
    ['a wallpaper style the desktop does not have', { version: SETTINGS_VERSION, desktop: { background: { style: 'stretch' } } }, 'style'],
    ['a wallpaper src that is no text', { version: SETTINGS_VERSION, desktop: { background: { style: 'cover', src: 7 } } }, 'src'],
    ['a flag that is no boolean', { version: SETTINGS_VERSION, desktop: { animations: 'true' } }, 'animations'],
    ['a language that is no locale', { version: SETTINGS_VERSION, locale: { language: 'english' } }, 'language'],
    ['a locale the product does not ship', { version: SETTINGS_VERSION, locale: { language: 'xx_XX' } }, 'settings/locale/language'],
    ['a theme the browser does not ship', { version: SETTINGS_VERSION, desktop: { theme: 'sunset' } }, "settings/desktop/theme 'sunset' is not one of system, standard, vision, dark"],
    ['a keybinding chord with no key', { version: SETTINGS_VERSION, desktop: { keybindings: { 'atrium.appmenu.toggle': 'Ctrl+' } } }, 'keybindings/atrium.appmenu.toggle'],
    ['a keybinding chord that is empty', { version: SETTINGS_VERSION, desktop: { keybindings: { 'atrium.search': '' } } }, 'keybindings/atrium.search'],
    ['a default application for no MIME type', { version: SETTINGS_VERSION, desktop: { defaultApplications: { text: 'Notes' } } }, 'defaultApplications'],
    ['a default application that is no package name', { version: SETTINGS_VERSION, desktop: { defaultApplications: { 'text/plain': '../Notes' } } }, 'defaultApplications/text~1plain'],
    ['a widget with no name', { version: SETTINGS_VERSION, desktop: { widgets: [{ options: {} }] } }, 'name'],
    ['a widget place that is no pixels', { version: SETTINGS_VERSION, desktop: { widgets: [{ name: 'digitalclock', options: { position: { left: 'far' } } }] } }, 'left'],
    ['a widget size of no pixels', { version: SETTINGS_VERSION, desktop: { widgets: [{ name: 'digitalclock', options: { dimension: { width: 0, height: 50 } } }] } }, 'width'],
    ['a widget colour that is no hex', { version: SETTINGS_VERSION, desktop: { widgets: [{ name: 'digitalclock', options: { fontColor: 'red' } }] } }, 'fontColor'],
    ['a plugin id with a slash', { version: SETTINGS_VERSION, plugins: { 'acme/notes': {} } }, 'plugins'],
    ['a plugin namespace that is no object', { version: SETTINGS_VERSION, plugins: { 'acme.notes': [] } }, 'acme.notes'],
  ])('answers %s with 400 naming the field, and keeps the stored settings', async (_case, payload, field) => {
    await save(jwt, FULL);
    const response = await server().app.inject({ method: 'POST', url: URL, headers: bearer(jwt), ...(payload === undefined ? {} : { payload }) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: expect.stringContaining(field) });
    expect(await getSettings(jwt)).toEqual(FULL);
  });

  it('answers a body that is not JSON with 400 and keeps the stored settings', async () => {
    await save(jwt, FULL);
    const response = await server().app.inject({
      method: 'POST',
      url: URL,
      headers: { ...bearer(jwt), 'content-type': 'application/json' },
      payload: '{"version": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: expect.stringContaining('JSON') });
    expect(await getSettings(jwt)).toEqual(FULL);
  });

  it('is refused by the store too, whoever calls it', async () => {
    const { store } = storeWithLog();
    expect(await store.save(await userId('demo'), { version: SETTINGS_VERSION, desktop: { font: 1 } }, [])).toEqual({
      kind: 'invalid',
      message: expect.stringContaining('/desktop/font'),
    });
    expect(await rows()).toEqual([]);
  });
});

describe('limits', () => {
  const plugins = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`plugin.${index}`, { index }]));

  it(`takes ${SETTINGS_LIMITS.namespaces} plugin namespaces and refuses one more, naming the limit`, async () => {
    const most = { version: SETTINGS_VERSION, plugins: plugins(SETTINGS_LIMITS.namespaces) };
    expect(await save(jwt, most)).toEqual(most);

    const response = await post(server(), jwt, { version: SETTINGS_VERSION, plugins: plugins(SETTINGS_LIMITS.namespaces + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      message: `Settings have ${SETTINGS_LIMITS.namespaces + 1} plugin namespaces; the limit is ${SETTINGS_LIMITS.namespaces}`,
    });
    expect(await getSettings(jwt)).toEqual(most);
  });

  it(`takes ${SETTINGS_LIMITS.bytes} bytes of JSON and refuses one more, naming the limit`, async () => {
    // Counted in UTF-8 bytes, not characters: 'é' is two.
    const sized = (bytes: number) => {
      const empty = JSON.stringify({ version: SETTINGS_VERSION, plugins: { big: { text: '' } } }).length;
      const text = 'é'.repeat(Math.floor((bytes - empty) / 2)) + 'e'.repeat((bytes - empty) % 2);
      return { version: SETTINGS_VERSION, plugins: { big: { text } } };
    };
    const most = sized(SETTINGS_LIMITS.bytes);
    expect(Buffer.byteLength(JSON.stringify(most))).toBe(SETTINGS_LIMITS.bytes);
    await save(jwt, most);

    const response = await post(server(), jwt, sized(SETTINGS_LIMITS.bytes + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      message: `Settings take ${SETTINGS_LIMITS.bytes + 1} bytes as JSON; the limit is ${SETTINGS_LIMITS.bytes} bytes`,
    });
    expect(await getSettings(jwt)).toEqual(most);
  });
});

describe('with desktop and the plugin acme.notes locked (SETTINGS_LOCK)', () => {
  const locked = serverForFile({ SETTINGS_LOCK: 'desktop,acme.notes' });
  let lockedJwt: string;

  beforeEach(async () => {
    lockedJwt = (await login(locked().app)).jwt;
    await locked().db.deleteFrom('user_settings').execute();
  });

  /** What was stored before the lock, written by a store that has no lock. */
  async function storedBeforeTheLock(doc: Settings): Promise<void> {
    const result = await createSettingsStore(locked().db, locked().clock, { warn: () => undefined }).save(await userId('demo', locked()), doc, []);
    expect(result).toMatchObject({ kind: 'saved' });
  }

  it('keeps the stored locked namespaces when the client sends its whole document, and saves the others', async () => {
    await storedBeforeTheLock(FULL);
    const sent: Settings = {
      version: SETTINGS_VERSION,
      desktop: { font: 'Comic Sans' },
      locale: { language: 'fr_FR' },
      plugins: { 'acme.notes': { wrap: false }, 'acme.todo': { done: 3 } },
    };
    const expected: Settings = {
      ...FULL,
      locale: { language: 'fr_FR' },
      plugins: { 'acme.notes': FULL.plugins?.['acme.notes'] ?? {}, 'acme.todo': { done: 3 } },
    };
    expect(await save(lockedJwt, sent, locked())).toEqual(expected);
    expect(await getSettings(lockedJwt, locked())).toEqual(expected);
  });

  it('keeps them when the client sends them empty, which would clear them', async () => {
    await storedBeforeTheLock(FULL);
    expect(await save(lockedJwt, { version: SETTINGS_VERSION, desktop: {}, plugins: { 'acme.notes': {} } }, locked())).toEqual(FULL);
  });

  it('stores nothing in them when nothing was stored there before', async () => {
    const sent = { version: SETTINGS_VERSION, desktop: { font: 'Comic Sans' }, locale: { language: 'fr_FR' }, plugins: { 'acme.notes': {} } };
    expect(await save(lockedJwt, sent, locked())).toEqual({ version: SETTINGS_VERSION, locale: { language: 'fr_FR' } });
    expect(await getSettings(lockedJwt, locked())).toEqual({ version: SETTINGS_VERSION, locale: { language: 'fr_FR' } });
  });
});

describe('the settings store', () => {
  it('answers undefined for a user who does not exist, and takes the settings away with the user', async () => {
    const { store } = storeWithLog();
    expect(await store.get('no-such-user')).toBeUndefined();
    expect(await store.save('no-such-user', settings('Inter'), [])).toBeUndefined();

    const id = randomUUID();
    await server()
      .db.insertInto('users')
      .values({
        id,
        username: `gone-${id}`,
        password_hash: 'x',
        firstname: 'Gone',
        lastname: 'Soon',
        designation: '',
        icon: '',
        date_of_birth: null,
        email: 'gone@atrium.example',
        preferences: '{}',
        search_history: '[]',
        blacklisted_apps: '{}',
        created_at: 0,
      })
      .execute();
    expect(await store.save(id, settings('Inter'), [])).toEqual({ kind: 'saved', settings: settings('Inter'), revision: 1 });
    await server().db.deleteFrom('users').where('id', '=', id).execute();
    expect(await store.get(id)).toBeUndefined();
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['text that is no JSON', '{"version": 1', SETTINGS_VERSION],
    ['JSON that is no object', '[1]', SETTINGS_VERSION],
    ['a version below 1', '{}', 0],
  ])('answers the defaults, with a warning, for a row with %s', async (_case, json, version) => {
    const id = await userId('demo');
    await server().db.insertInto('user_settings').values({ user_id: id, settings: json, version, updated_at: 1 }).execute();
    const { store, warnings } = storeWithLog();
    expect(await store.get(id)).toEqual({ version: SETTINGS_VERSION });
    expect(warnings).toEqual([expect.stringContaining(`The settings of user ${id} cannot be read`)]);
  });
});

describe('migrateSettings', () => {
  // A made-up history: version 2 renamed desktop.font to desktop.typeface, version 3 moved the
  // language out of its namespace.
  const history: SettingsMigration[] = [
    {
      from: 2,
      migrate: (doc) => {
        const { language, ...rest } = doc.locale as { language: string };
        return { ...doc, locale: rest, language };
      },
    },
    {
      from: 1,
      migrate: (doc) => {
        const desktop = doc.desktop as { font?: string; typeface?: string };
        desktop.typeface = desktop.font;
        delete desktop.font;
        return doc;
      },
    },
  ];

  it('takes a version 1 document through every step in order', () => {
    const v1 = { version: 1, desktop: { font: 'Inter' }, locale: { language: 'de_DE' } };
    expect(migrateSettings(v1, 3, history)).toEqual({ version: 3, desktop: { typeface: 'Inter' }, locale: {}, language: 'de_DE' });
    // The stored document is the migrations' input, not their scratch pad.
    expect(v1).toEqual({ version: 1, desktop: { font: 'Inter' }, locale: { language: 'de_DE' } });
  });

  it('starts from the document’s own version', () => {
    expect(migrateSettings({ version: 2, desktop: { typeface: 'Inter' }, locale: { language: 'sl_SI' } }, 3, history)).toEqual({
      version: 3,
      desktop: { typeface: 'Inter' },
      locale: {},
      language: 'sl_SI',
    });
  });

  it('sets the version itself, whatever a migration returns', () => {
    expect(migrateSettings({ version: 1 }, 2, [{ from: 1, migrate: () => ({ version: 99, moved: true }) }])).toEqual({ version: 2, moved: true });
  });

  it('returns a document at or above the target as it is', () => {
    const doc = { version: 3, anything: ['kept'] };
    expect(migrateSettings(doc, 3, history)).toBe(doc);
    const newer = { version: 4, unknown: true };
    expect(migrateSettings(newer, 3, history)).toBe(newer);
  });

  it('throws on a gap in the history', () => {
    expect(() => migrateSettings({ version: 1, desktop: {} }, 3, history.filter((step) => step.from !== 2))).toThrow(
      'No settings migration from version 2 to 3',
    );
  });

  it('has a migration for every version below SETTINGS_VERSION', () => {
    expect(migrateSettings({ version: 1 })).toMatchObject({ version: SETTINGS_VERSION });
  });
});

describe('bearer authentication', () => {
  it.each(['GET', 'POST'] as const)('answers %s /settings without a token with 401 Session Expired, and stores nothing', async (method) => {
    const response = await server().app.inject({ method, url: URL, payload: method === 'POST' ? FULL : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', message: 'Session Expired' });
    expect(await rows()).toEqual([]);
  });
});
