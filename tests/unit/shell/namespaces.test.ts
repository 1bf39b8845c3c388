import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../engine/i18n';
import { SIGNED_OUT_NAMESPACES } from '../../../engine/shell';
import { DESKTOP_NAMESPACES } from '../../../engine/shell/desktop/namespaces';

/** What the login page may fetch for its strings in one language, as JSON (today 3.0–3.9 kB). */
const SIGNED_OUT_BUDGET_BYTES = 6_000;

describe('the engine’s namespaces', () => {
  it('give the login page one namespace of its own, small in every locale', async () => {
    expect(Object.keys(SIGNED_OUT_NAMESPACES)).toEqual(['login']);
    const { login } = SIGNED_OUT_NAMESPACES;
    if (!login) throw new Error('no login namespace');
    const sizes = await Promise.all(
      LOCALES.map(async (locale) => new TextEncoder().encode(JSON.stringify(locale === 'en_EN' ? login.en_EN : (await login.load[locale]()).default)).length),
    );
    expect(Math.max(...sizes)).toBeLessThan(SIGNED_OUT_BUDGET_BYTES);
  });

  it('give the desktop the login page’s namespace and its own', () => {
    expect(Object.keys(DESKTOP_NAMESPACES)).toEqual(['login', 'shell', 'overlay', 'widgets', 'dialogs', 'apps', 'vfs', 'shortcuts', 'workspaces']);
  });
});
