import { describe, expect, it } from 'vitest';
import { SESSION_LIMITS, SETTINGS_LIMITS, SETTINGS_VERSION } from '../../server/contract';
import { nestsDeeperThan } from '../../server/http';
import { AUTH_BODY_LIMIT, DEFAULT_BODY_LIMIT, SESSION_BODY_LIMIT, SETTINGS_BODY_LIMIT } from '../../server/routes';
import { sessionOf, type SessionSource } from '../../engine/apps';
import type { WindowRecord } from '../../engine/windows';
import { bearer, form, login, serverForFile } from './helpers';

/** The most windows the desktop is built to hold (docs/architecture.md#how-windows-are-drawn). */
const DESKTOP_WINDOWS = 10_000;

/**
 * A desktop of `count` windows as the session saves it: applications of the most windows each,
 * default ids, and geometry left fractional by drags, to a double's 17 digits.
 */
function desktopOf(count: number): SessionSource[] {
  const apps: SessionSource[] = [];
  for (let wid = 0; wid < count; ) {
    const windows: WindowRecord[] = [];
    for (; windows.length < SESSION_LIMITS.windowsPerApp && wid < count; wid++) {
      const state = { position: { left: 1234 + wid / 3, top: 987 + wid / 7 }, dimension: { width: 1024 + wid / 9, height: 768 + wid / 11 }, maximized: false, minimized: wid % 2 === 0 };
      windows.push({ wid, id: `window-${String(wid)}`, attributes: { sessionable: true }, state } as unknown as WindowRecord);
    }
    apps.push({ name: `App${String(apps.length)}`, sessionable: true, windows });
  }
  return apps;
}

const server = serverForFile();

const JSON_HEADERS = { 'content-type': 'application/json' };
const TOO_DEEP = 'The JSON body nests deeper than 64 levels of arrays and objects';

/** `depth` arrays nested in one another, as JSON text. */
function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

describe('nestsDeeperThan', () => {
  it.each([
    ['{}', 1, false],
    ['{"a":[{"b":[]}]}', 4, false],
    ['{"a":[{"b":[]}]}', 3, true],
    [nested(65), 64, true],
    [nested(64), 64, false],
    ['["[[[[[[", "{{{{"]', 1, false],
    ['["\\"[[[[[[", "\\\\", [[]]]', 2, true],
    ['["\\"[[[[[[", "\\\\", []]', 2, false],
  ])('%s deeper than %i: %s', (json, limit, deeper) => {
    expect(nestsDeeperThan(json, limit)).toBe(deeper);
  });
});

describe('JSON nesting', () => {
  // Before: 500 'Internal Server Error' (JSON.stringify overflowed the stack in the settings store).
  it('refuses settings nested 100,000 deep with a 400 that says so, before parsing them', async () => {
    const { jwt } = await login(server().app);
    const payload = `{"version":${SETTINGS_VERSION},"plugins":{"deep":{"a":${nested(100_000)}}}}`;
    const response = await server().app.inject({ method: 'POST', url: '/settings', headers: { ...bearer(jwt), ...JSON_HEADERS }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: TOO_DEEP });
  });

  it('takes settings as deep as the limit allows', async () => {
    const { jwt } = await login(server().app);
    // The document, plugins and the namespace take three levels.
    const payload = `{"version":${SETTINGS_VERSION},"plugins":{"deep":{"a":${nested(61)}}}}`;
    const response = await server().app.inject({ method: 'POST', url: '/settings', headers: { ...bearer(jwt), ...JSON_HEADERS }, payload });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses any JSON body nested too deep, before its route looks at it', async () => {
    const payload = `{"jwt":${nested(65)}}`;
    const response = await server().app.inject({ method: 'POST', url: '/api/validatetoken', headers: JSON_HEADERS, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: TOO_DEEP });
  });

  it('still refuses prototype poisoning', async () => {
    const payload = '{"jwt":"x","__proto__":{"admin":true}}';
    const response = await server().app.inject({ method: 'POST', url: '/api/validatetoken', headers: JSON_HEADERS, payload });
    expect(response.statusCode).toBe(400);
  });
});

describe('body limits', () => {
  const tooLarge = (limit: number, route: string) => ({
    status: 'error',
    message: `The request body is larger than the ${limit} bytes ${route} takes`,
  });

  it('admit the longest sign-in the schema allows, and refuse a longer body with 413', async () => {
    // Four-byte characters, percent-encoded: 12 bytes each.
    const longest = form({ username: '😀'.repeat(256), password: '😀'.repeat(1024) });
    expect(longest.payload.length).toBeLessThanOrEqual(AUTH_BODY_LIMIT);
    const wrong = await server().app.inject({ method: 'POST', url: '/api/auth', ...longest });
    expect(wrong.statusCode, wrong.body).toBe(401);

    const over = await server().app.inject({
      method: 'POST',
      url: '/api/auth',
      ...form({ username: 'demo', password: 'x'.repeat(AUTH_BODY_LIMIT) }),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual(tooLarge(AUTH_BODY_LIMIT, 'POST /api/auth'));
  });

  it.each(['/api/validatetoken', '/api/refreshtoken', '/logout'])('hold %s to the sign-in limit', async (url) => {
    const response = await server().app.inject({ method: 'POST', url, ...form({ jwt: 'x'.repeat(AUTH_BODY_LIMIT) }) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(tooLarge(AUTH_BODY_LIMIT, `POST ${url}`));
  });

  it('let settings just over their limit through to be told the limit, and refuse a far larger body with 413', async () => {
    const { jwt } = await login(server().app);
    // Saves merge with what is stored: only this document counts.
    await server().db.deleteFrom('user_settings').execute();
    const sized = (bytes: number) => {
      const doc = { version: SETTINGS_VERSION, plugins: { big: { text: '' } } };
      doc.plugins.big.text = 'x'.repeat(bytes - JSON.stringify(doc).length);
      return JSON.stringify(doc);
    };
    const headers = { ...bearer(jwt), ...JSON_HEADERS };
    const over = await server().app.inject({ method: 'POST', url: '/settings', headers, payload: sized(SETTINGS_LIMITS.bytes + 1) });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(`Settings take ${SETTINGS_LIMITS.bytes + 1} bytes as JSON; the limit is ${SETTINGS_LIMITS.bytes} bytes`);

    const far = await server().app.inject({ method: 'POST', url: '/settings', headers, payload: sized(SETTINGS_BODY_LIMIT + 1) });
    expect(far.statusCode).toBe(413);
    expect(far.json()).toEqual(tooLarge(SETTINGS_BODY_LIMIT, 'POST /settings'));
  });

  it('make room for the largest session a desktop saves, 10,000 windows, and no more: a larger body is a 413', async () => {
    const { jwt } = await login(server().app);
    const headers = { ...bearer(jwt), ...JSON_HEADERS };
    const largest = JSON.stringify({ data: sessionOf(desktopOf(DESKTOP_WINDOWS)) });
    const saved = await server().app.inject({ method: 'POST', url: '/api/v1/user/me/updatesession', headers, payload: largest });
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);
    // Sized to it, not to the 100,000 windows the schema admits (25.6 MB).
    expect(SESSION_BODY_LIMIT).toBeGreaterThanOrEqual(largest.length);
    expect(SESSION_BODY_LIMIT).toBeLessThan(largest.length * 1.5);

    const over = await server().app.inject({
      method: 'POST',
      url: '/api/v1/user/me/updatesession',
      headers,
      payload: largest.slice(0, -2) + ' '.repeat(SESSION_BODY_LIMIT - largest.length + 1) + ']}',
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual(tooLarge(SESSION_BODY_LIMIT, 'POST /api/v1/user/me/updatesession'));
  });

  it('hold every other route to the small default', async () => {
    const response = await server().app.inject({ method: 'POST', url: '/api/nothing-here', ...form({ x: 'x'.repeat(DEFAULT_BODY_LIMIT) }) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(tooLarge(DEFAULT_BODY_LIMIT, 'POST /api/nothing-here'));
  });
});
