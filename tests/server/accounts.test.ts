import { assert, describe, expect, it } from 'vitest';
import { addAnnouncement } from '../../server/announcements';
import type { Profile } from '../../server/contract';
import { checkResource, insertResource } from '../../server/media';
import { bearer, capturedLog, form, login, removeDir, serverForFile, startServer, tempDir } from './helpers';

const server = serverForFile();

const PROFILE_URL = '/api/user/me/a+p+acc+ap+t';
// The smallest PNG: one transparent pixel.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function profileWith(jwt: string): Promise<Profile> {
  return (await server().app.inject({ url: PROFILE_URL, headers: bearer(jwt) })).json().data;
}

function accountId(name: string) {
  return server().db.selectFrom('accounts').select('id').where('name', '=', name).executeTakeFirstOrThrow().then((row) => row.id);
}

function userId(username: string) {
  return server().db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow().then((row) => row.id);
}

describe('POST /api/v1/user/switchaccount', () => {
  it('gives a token for the same sign-in in the other account, which refreshes into that account', async () => {
    const session = await login(server().app);
    const globex = await accountId('Globex');
    const response = await server().app.inject({ method: 'POST', url: '/api/v1/user/switchaccount', headers: bearer(session.jwt), payload: { accountId: globex } });
    expect(response.statusCode).toBe(200);
    const { jwt } = response.json().data as { jwt: string };
    const profile = await profileWith(jwt);
    expect(profile.active_account.name).toBe('Globex');
    expect(profile.apps.map((app) => app.name).sort()).toEqual(['Files', 'Notes', 'Preferences', 'Sandbox']);

    const refreshed = await server().app.inject({ method: 'POST', url: '/api/refreshtoken', ...form({ jwt, refresh_token: session.refresh_token }) });
    expect(refreshed.statusCode).toBe(200);
    expect((await profileWith(refreshed.json().data.jwt)).active_account.name).toBe('Globex');
  });

  it('refuses an account the user is not a member of, and a body without one, naming the field in data.errors', async () => {
    const { jwt } = await login(server().app, 'ada');
    const refused = await server().app.inject({ method: 'POST', url: '/api/v1/user/switchaccount', headers: bearer(jwt), payload: { accountId: await accountId('Globex') } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 'error',
      message: 'You are not a member of this account.',
      data: { errors: { accountId: 'You are not a member of this account.' } },
    });
    const empty = await server().app.inject({ method: 'POST', url: '/api/v1/user/switchaccount', headers: bearer(jwt), payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      status: 'error',
      message: expect.stringContaining('accountId'),
      data: { errors: { accountId: 'Expected required property' } },
    });
    const blank = await server().app.inject({ method: 'POST', url: '/api/v1/user/switchaccount', headers: bearer(jwt), payload: { accountId: '' } });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().data.errors)).toEqual(['accountId']);
    const anonymous = await server().app.inject({ method: 'POST', url: '/api/v1/user/switchaccount', payload: { accountId: 'x' } });
    expect(anonymous.json()).toEqual({ status: 'error', message: 'Session Expired' });
  });
});

describe('the privacy consent: hasLoggedIn and updateLoggedIn', () => {
  it('is per account: agreeing in Acme leaves Globex to agree to', async () => {
    const { jwt } = await login(server().app, 'ada');
    const status = () => server().app.inject({ url: '/api/v1/user/me/hasLoggedIn', headers: bearer(jwt) }).then((response) => response.json());
    expect(await status()).toEqual({ status: 'success', data: { has_logged_in: false, verification_pending: false } });
    const agreed = await server().app.inject({ method: 'POST', url: '/api/v1/user/me/updateLoggedIn', headers: bearer(jwt) });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().status).toBe('success');
    expect((await status()).data.has_logged_in).toBe(true);

    const demo = await login(server().app, 'demo');
    const globex = await server().app.inject({ method: 'POST', url: '/api/v1/user/switchaccount', headers: bearer(demo.jwt), payload: { accountId: await accountId('Globex') } });
    const inGlobex = await server().app.inject({ url: '/api/v1/user/me/hasLoggedIn', headers: bearer(globex.json().data.jwt) });
    expect(inGlobex.json().data.has_logged_in).toBe(false);
  });

  it('keeps the time of the first agreement', async () => {
    const { jwt } = await login(server().app, 'demo');
    await server().app.inject({ method: 'POST', url: '/api/v1/user/me/updateLoggedIn', headers: bearer(jwt) });
    const first = await server().db.selectFrom('account_members').select('consented_at').where('user_id', '=', await userId('demo')).where('account_id', '=', await accountId('Acme')).executeTakeFirstOrThrow();
    server().clock.advance(1000);
    await server().app.inject({ method: 'POST', url: '/api/v1/user/me/updateLoggedIn', headers: bearer(jwt) });
    const second = await server().db.selectFrom('account_members').select('consented_at').where('user_id', '=', await userId('demo')).where('account_id', '=', await accountId('Acme')).executeTakeFirstOrThrow();
    expect(second.consented_at).toBe(first.consented_at);
    expect(first.consented_at).not.toBeNull();
  });
});

describe('PUT /api/v1/user/{id}: the cleared-cache flag', () => {
  it('sets the user’s own flag back to 0, and nobody else’s', async () => {
    const demo = await userId('demo');
    await server().db.updateTable('users').set({ cleared_browser_cache: 1 }).execute();
    const { jwt } = await login(server().app, 'demo');
    expect((await server().app.inject({ url: '/api/user/me', headers: bearer(jwt) })).json().data.cleared_browser_cache).toBe(1);

    const others = await server().app.inject({ method: 'PUT', url: `/api/v1/user/${await userId('ada')}`, headers: bearer(jwt), payload: { cleared_browser_cache: 0 } });
    expect(others.statusCode).toBe(403);
    const ones = await server().app.inject({ method: 'PUT', url: `/api/v1/user/${demo}`, headers: bearer(jwt), payload: { cleared_browser_cache: 1 } });
    expect(ones.statusCode).toBe(400);
    const extra = await server().app.inject({ method: 'PUT', url: `/api/v1/user/${demo}`, headers: bearer(jwt), payload: { cleared_browser_cache: 0, is_admin: 1 } });
    expect(extra.statusCode).toBe(400);

    const own = await server().app.inject({ method: 'PUT', url: `/api/v1/user/${demo}`, headers: bearer(jwt), payload: { cleared_browser_cache: 0 } });
    expect(own.statusCode).toBe(200);
    expect((await server().app.inject({ url: '/api/user/me', headers: bearer(jwt) })).json().data.cleared_browser_cache).toBe(0);
    const ada = await server().db.selectFrom('users').select(['cleared_browser_cache', 'is_admin']).where('username', '=', 'ada').executeTakeFirstOrThrow();
    expect(ada.cleared_browser_cache).toBe(1);
    await server().db.updateTable('users').set({ cleared_browser_cache: 0 }).execute();
  });
});

describe('GET /api/user/{id}/detail', () => {
  it('answers the spec’s fields for someone who shares an account, with the manager’s name', async () => {
    await server().db.updateTable('users').set({ manager_id: await userId('demo'), country: 'United Kingdom' }).where('username', '=', 'ada').execute();
    const { jwt } = await login(server().app, 'demo');
    const response = await server().app.inject({ url: `/api/user/${await userId('ada')}/detail`, headers: bearer(jwt) });
    expect(response.json()).toEqual({
      status: 'success',
      data: {
        name: 'Ada Lovelace',
        designation: 'Analyst',
        username: 'ada',
        email: 'ada@atrium.example',
        manager_name: 'Demo User',
        country: 'United Kingdom',
        icon: expect.stringMatching(new RegExp(`^/api/user/icon/${await userId('ada')}\\?v=`)),
      },
    });
    const own = await server().app.inject({ url: `/api/user/${await userId('demo')}/detail`, headers: bearer(jwt) });
    expect(own.json().data).toMatchObject({ name: 'Demo User', manager_name: '', country: '' });
  });

  it('answers someone in no shared account exactly as an unknown id', async () => {
    const dataDir = await tempDir();
    const other = await startServer(dataDir);
    try {
      const { jwt } = await login(other.app, 'ada');
      // demo and ada share Acme; a user in an account of their own shares nothing with ada.
      await other.db.deleteFrom('account_members').where('user_id', '=', (await other.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id).where('account_id', '=', (await other.db.selectFrom('accounts').select('id').where('name', '=', 'Acme').executeTakeFirstOrThrow()).id).execute();
      const demoId = (await other.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id;
      const stranger = await other.app.inject({ url: `/api/user/${demoId}/detail`, headers: bearer(jwt) });
      const unknown = await other.app.inject({ url: '/api/user/00000000-0000-0000-0000-000000000000/detail', headers: bearer(jwt) });
      expect(stranger.statusCode).toBe(404);
      expect(unknown.statusCode).toBe(404);
    } finally {
      await other.close();
      await removeDir(dataDir);
    }
  });
});

describe('images with a cache-busting suffix', () => {
  it('serves the user icon of the profile’s URL, kept for good only under its own suffix', async () => {
    const { jwt } = await login(server().app, 'demo');
    const url = (await profileWith(jwt)).icon;
    const icon = await server().app.inject({ url });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(icon.body).toContain('<svg');
    expect(icon.headers['content-security-policy']).toContain('sandbox');
    const stale = await server().app.inject({ url: url.replace(/v=.*$/, 'v=old') });
    expect(stale.headers['cache-control']).toBe('no-cache');
    const again = await server().app.inject({ url, headers: { 'if-none-match': String(icon.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await server().app.inject({ url: '/api/user/icon/nobody' })).statusCode).toBe(404);
  });

  it('serves an account’s logo at the profile’s logo URL, which a new logo changes', async () => {
    const acme = await accountId('Acme');
    const { jwt } = await login(server().app, 'ada');
    expect((await profileWith(jwt)).active_account.preferences.logo).toBe('');
    expect((await server().app.inject({ url: `/api/account/logo/${acme}` })).statusCode).toBe(404);

    const checked = await checkResource(PNG);
    assert('content' in checked);
    const logo = await insertResource(server().db, checked.content, 0);
    const stored = await server().db.selectFrom('accounts').select('preferences').where('id', '=', acme).executeTakeFirstOrThrow();
    await server().db.updateTable('accounts').set({ preferences: JSON.stringify({ ...JSON.parse(stored.preferences), logo }) }).where('id', '=', acme).execute();

    const url = (await profileWith(jwt)).active_account.preferences.logo;
    expect(url).toBe(`/api/account/logo/${acme}?v=${logo}`);
    const image = await server().app.inject({ url });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await server().db.updateTable('accounts').set({ preferences: stored.preferences }).where('id', '=', acme).execute();
  });
});

describe('announcements and their media', () => {
  it('lists the seeded demo announcements for any host, with the spec’s fields', async () => {
    const response = await server().app.inject({ url: '/api/homescreen/announcement/localhost' });
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { name: string; media_type: string; fallback: boolean; link: string; media: string }[];
    expect(list.map(({ name, media_type, fallback }) => ({ name, media_type, fallback }))).toEqual([
      { name: 'Welcome to Atrium', media_type: 'image', fallback: false },
      { name: 'Quarterly town hall', media_type: 'image', fallback: false },
      { name: 'Back in within a minute', media_type: 'video', fallback: false },
      { name: 'Keep your account safe', media_type: 'image', fallback: true },
    ]);
    expect(list[1]?.link).toBe('https://example.com/town-hall');
    const video = await server().app.inject({ url: `/api/resource/${list[2]?.media}` });
    expect(video.headers['content-type']).toBe('video/webm');
    const image = await server().app.inject({ url: `/api/resource/${list[0]?.media}` });
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('shows a host its own announcements besides those for every host', async () => {
    const checked = await checkResource(PNG);
    assert('content' in checked);
    await addAnnouncement(server().db, { host: 'intranet.example.com', name: 'Only here', description: '', link: '', media: checked.content, fallback: false }, 0);
    const names = async (host: string) =>
      ((await server().app.inject({ url: `/api/homescreen/announcement/${host}` })).json().data as { name: string }[]).map((entry) => entry.name);
    expect(await names('intranet.example.com')).toContain('Only here');
    expect(await names('INTRANET.example.com')).toContain('Only here');
    expect(await names('other.example.com')).not.toContain('Only here');
    expect((await server().app.inject({ url: '/api/homescreen/announcement/bad%20host' })).statusCode).toBe(400);
  });

  it('answers byte ranges of a resource, as a video element asks for them', async () => {
    const [first] = (await server().app.inject({ url: '/api/homescreen/announcement/any' })).json().data as { media: string }[];
    const url = `/api/resource/${first?.media}`;
    const whole = await server().app.inject({ url });
    const size = whole.rawPayload.length;
    expect(whole.headers['accept-ranges']).toBe('bytes');

    const part = await server().app.inject({ url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(10, 20))).toBe(true);

    const tail = await server().app.inject({ url, headers: { range: 'bytes=-5' } });
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 5))).toBe(true);

    const outside = await server().app.inject({ url, headers: { range: `bytes=${size + 10}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);

    const stale = await server().app.inject({ url, headers: { range: 'bytes=0-1', 'if-range': '"another"' } });
    expect(stale.statusCode).toBe(200);
    const head = await server().app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(size);
    expect((await server().app.inject({ url: '/api/resource/none' })).statusCode).toBe(404);
  });

  it('refuses to store what the browser could not show', async () => {
    expect(await checkResource(Buffer.from('<html><script>alert(1)</script></html>'))).toEqual({ problem: expect.stringContaining('none of image/png') });
    expect(await checkResource(Buffer.alloc(0))).toEqual({ problem: 'it is empty' });
    expect(await checkResource(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ content: { contentType: 'image/svg+xml' } });
  });
});

describe('POST /api/v1/logger', () => {
  it('writes the browser’s line into the server’s log at its level, naming the user', async () => {
    const dataDir = await tempDir();
    const log = capturedLog();
    const own = await startServer(dataDir, {}, undefined, log.logger);
    try {
      const { jwt } = await login(own.app, 'demo');
      const response = await own.app.inject({ method: 'POST', url: '/api/v1/logger', headers: bearer(jwt), payload: { level: 'error', message: 'The chart could not be drawn' } });
      expect(response.json()).toEqual({ status: 'success', message: 'Logged' });
      expect(log.errors).toContain('The chart could not be drawn');
      const bad = await own.app.inject({ method: 'POST', url: '/api/v1/logger', headers: bearer(jwt), payload: { level: 'shout', message: 'x' } });
      expect(bad.statusCode).toBe(400);
      const anonymous = await own.app.inject({ method: 'POST', url: '/api/v1/logger', payload: { level: 'error', message: 'x' } });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await own.close();
      await removeDir(dataDir);
    }
  });
});
