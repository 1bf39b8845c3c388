import { describe, expect, it } from 'vitest';
import { fixedClock, readClientConfig, type ClientConfig } from '../../../engine/core';

const CONFIG: ClientConfig = {
  productName: 'Atrium',
  version: '1.0.0',
  testMode: false,
  testClock: '2026-01-15T09:30:00',
  apiBase: '/api',
  authType: 'own',
      identityProvider: null,
      passwordSignIn: true,
  development: false,
  windows: { mobile: 640, clampToViewport: true },
  desktopWidgets: [],
  keybindings: {},
  settingsLock: [],
  translateLanguageOptions: [],
  login: { title: null, background: null, logo: null },
  socket: { reconnectInterval: 1000 },
};

function page(config: unknown): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const script = doc.createElement('script');
  script.id = 'atrium-config';
  script.type = 'application/json';
  script.textContent = JSON.stringify(config);
  doc.head.append(script);
  return doc;
}

describe('readClientConfig', () => {
  it('reads what the server embedded', () => {
    expect(readClientConfig(page(CONFIG))).toEqual(CONFIG);
    expect(readClientConfig(page({ ...CONFIG, testMode: true })).testMode).toBe(true);
  });

  it('names the problem when the page was not served by Atrium', () => {
    expect(() => readClientConfig(document.implementation.createHTMLDocument('t'))).toThrow(
      /#atrium-config/,
    );
  });
});

describe('fixedClock', () => {
  it('always reads the same local time', () => {
    const clock = fixedClock('2026-01-15T09:30:00');
    expect(clock.now().getHours()).toBe(9);
    expect(clock.now().getTime()).toBe(clock.now().getTime());
  });

  it('refuses a date that is not one', () => {
    expect(() => fixedClock('soon')).toThrow("the test clock 'soon' is not a valid date-time");
  });
});
