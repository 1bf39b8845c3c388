import { describe, expect, it } from 'vitest';
import type { Session } from '../../../server/contract';
import { SESSION_LIMITS } from '../../../server/contract';
import { entriesToRestore, SESSION_MAX_APPS, SESSION_MAX_WINDOWS_PER_APP, sessionOf, urlLaunch, windowSession } from '../../../engine/apps';
import { DEFAULT_ATTRIBUTES, type WindowRecord } from '../../../engine/windows';

function record(wid: number, more: { sessionable?: boolean; maximized?: boolean; minimized?: boolean } = {}): WindowRecord {
  return {
    wid,
    id: `window-${wid}`,
    appId: `App#1`,
    title: 'Window',
    breadcrumb: [],
    icon: null,
    parent: null,
    children: [],
    workspace: 'main',
    attributes: { ...DEFAULT_ATTRIBUTES, sessionable: more.sessionable ?? true },
    state: {
      position: { left: wid * 10, top: wid * 20 },
      dimension: { width: 300 + wid, height: 200 + wid },
      zIndex: wid,
      focused: false,
      maximized: more.maximized ?? false,
      minimized: more.minimized ?? false,
      moving: false,
      snap: null,
      resizing: false,
      loading: false,
    },
  };
}

describe('windowSession', () => {
  it('saves the id, the normal rectangle and whether the window is maximized or minimized', () => {
    expect(windowSession(record(3, { maximized: true }))).toEqual({
      id: 'window-3',
      maximized: true,
      minimized: false,
      position: { left: 30, top: 60 },
      dimension: { width: 303, height: 203 },
      workspace: 'main',
    });
  });
});

describe('sessionOf', () => {
  it('saves each application with its windows, args emptied', () => {
    expect(sessionOf([{ name: 'Notes', sessionable: true, windows: [record(1), record(2, { minimized: true })] }])).toEqual([
      { name: 'Notes', args: {}, windows: [windowSession(record(1)), windowSession(record(2, { minimized: true }))] },
    ]);
  });

  it('leaves out applications and windows that are not sessionable', () => {
    const session = sessionOf([
      { name: 'Notes', sessionable: true, windows: [record(1), record(2, { sessionable: false })] },
      { name: 'Clock', sessionable: false, windows: [record(3)] },
    ]);
    expect(session).toEqual([{ name: 'Notes', args: {}, windows: [windowSession(record(1))] }]);
  });
});

describe('session limits', () => {
  it('are the server’s, so that a save is never refused for its size', () => {
    expect({ apps: SESSION_MAX_APPS, windowsPerApp: SESSION_MAX_WINDOWS_PER_APP }).toEqual(SESSION_LIMITS);
  });

  it('keep the newest applications and, in each, the newest windows', () => {
    const apps = Array.from({ length: SESSION_MAX_APPS + 5 }, (_, index) => ({ name: `App${index}`, sessionable: true, windows: [record(1)] }));
    const saved = sessionOf(apps);
    expect(saved).toHaveLength(SESSION_MAX_APPS);
    expect(saved[0]?.name).toBe('App5');
    const windows = Array.from({ length: SESSION_MAX_WINDOWS_PER_APP + 3 }, (_, index) => record(index + 1));
    const [only] = sessionOf([{ name: 'Big', sessionable: true, windows }]);
    expect(only?.windows).toHaveLength(SESSION_MAX_WINDOWS_PER_APP);
    expect(only?.windows[0]?.id).toBe('window-4');
  });
});

describe('entriesToRestore', () => {
  const session: Session = [
    { name: 'Notes', args: {}, windows: [] },
    { name: 'Orders', args: {}, windows: [] },
    { name: 'Payroll', args: {}, windows: [] },
  ];

  it("restores the session minus the user's blackListedApps", () => {
    expect(entriesToRestore(session, { Orders: true, Payroll: false }, null).map((entry) => entry.name)).toEqual(['Notes', 'Payroll']);
  });

  it('leaves out the application the ?app= URL launches', () => {
    expect(entriesToRestore(session, {}, 'Notes').map((entry) => entry.name)).toEqual(['Orders', 'Payroll']);
  });
});

describe('urlLaunch', () => {
  it('names the ?app= application and passes every other query value as its args', () => {
    expect(urlLaunch(new URL('https://atrium.test/?app=Notes&page=intro&fileId=7'))).toEqual({
      name: 'Notes',
      args: { page: 'intro', fileId: '7' },
    });
  });

  it('trims the name', () => {
    expect(urlLaunch(new URL('https://atrium.test/?app=%20Notes%20'))?.name).toBe('Notes');
  });

  it('launches nothing without an app, or with a blank one', () => {
    expect(urlLaunch(new URL('https://atrium.test/?page=intro'))).toBeNull();
    expect(urlLaunch(new URL('https://atrium.test/?app=%20'))).toBeNull();
  });
});
