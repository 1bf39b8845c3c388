import { describe, expect, it, vi } from 'vitest';
import {
  addTranslations,
  applyDocumentLocale,
  createI18n,
  LocaleLoadError,
  setLocale,
  translationNamespaces,
  type KnownLocale,
  type LocaleTables,
  type TranslationLoader,
} from '../../../engine/i18n';
import dialogsFr from '../../../engine/dialogs/locales/fr_FR';
import dialogsZh from '../../../engine/dialogs/locales/zh_CN';
import { createTestI18n } from './builtinStrings';

/** A module's tables with English only: the tests load the other locales through their own loader. */
function tablesOf<T extends Record<string, Record<string, string>>>(en_EN: T): LocaleTables<T> {
  const never = () => Promise.reject(new Error('not loaded through its own chunk in this test'));
  return { en_EN, load: { de_DE: never, fr_FR: never, nb_NO: never, sl_SI: never, vi_VN: never, zh_CN: never } };
}

const WINDOW = tablesOf({ window: { close: 'Close', title: 'Window {{n}}' } });
const LOGIN = tablesOf({ login: { submit: 'Login' }, footer: { about: 'About Us' } });
const GERMAN: Readonly<Record<string, object>> = {
  window: { window: { close: 'Schließen', title: 'Fenster {{n}}' } },
  login: { login: { submit: 'Anmelden' }, footer: { about: 'Über uns' } },
};

/** A loader with German tables only, which records what it was asked for, as `locale/namespace`. */
function germanLoader() {
  return vi.fn<TranslationLoader>((locale: KnownLocale, namespace: string) => {
    const table = locale === 'de_DE' ? GERMAN[namespace] : undefined;
    return table ? Promise.resolve(table) : Promise.reject(new Error(`chunk for ${locale}/${namespace} is gone`));
  });
}

const asked = (load: ReturnType<typeof germanLoader>) => load.mock.calls.map(([locale, namespace]) => `${locale}/${namespace}`).sort();

describe('createI18n and addTranslations', () => {
  it('starts with no strings: a module’s English is there as soon as it registers', () => {
    const i18n = createI18n();
    expect(i18n.t('window.close')).toBe('window.close');
    addTranslations(i18n, { window: WINDOW });
    expect(i18n.t('window.close')).toBe('Close');
    expect(i18n.t('window.title', { n: 2 })).toBe('Window 2');
  });

  it('looks a key without a namespace up in every registered namespace, in registration order', () => {
    const i18n = createI18n();
    addTranslations(i18n, { login: LOGIN, window: WINDOW });
    expect(translationNamespaces(i18n)).toEqual(['login', 'window']);
    expect([i18n.t('login.submit'), i18n.t('footer.about'), i18n.t('window.close')]).toEqual(['Login', 'About Us', 'Close']);
  });

  it('shows English for an unknown locale rather than failing', () => {
    const i18n = createI18n('xx_XX');
    addTranslations(i18n, { window: WINDOW });
    expect(i18n.t('window.close')).toBe('Close');
  });

  it('counts the same tables registered twice, removes them with the last registration, and refuses others under a taken name', () => {
    const i18n = createI18n();
    const first = addTranslations(i18n, { window: WINDOW }).registration;
    const second = addTranslations(i18n, { window: WINDOW }).registration;
    expect(() => addTranslations(i18n, { window: LOGIN })).toThrow("the translation namespace 'window' is taken");
    first.dispose();
    first.dispose();
    expect(i18n.t('window.close')).toBe('Close');
    second.dispose();
    expect(i18n.t('window.close')).toBe('window.close');
    expect(translationNamespaces(i18n)).toEqual([]);
  });

  it('fetches a namespace registered while the page shows another language in that language', async () => {
    const i18n = createI18n();
    const load = germanLoader();
    addTranslations(i18n, { login: LOGIN }, load);
    await setLocale(i18n, 'de_DE', load);
    const { ready } = addTranslations(i18n, { window: WINDOW }, load);
    await ready;
    expect(i18n.t('window.close')).toBe('Schließen');
    expect(asked(load)).toEqual(['de_DE/login', 'de_DE/window']);
  });
});

describe('setLocale', () => {
  it('changes the language of every registered namespace, fetched from its own chunk', async () => {
    const i18n = createTestI18n();
    await setLocale(i18n, 'fr_FR');
    expect(i18n.language).toBe('fr_FR');
    expect(i18n.t('dialog.cancel')).toBe(dialogsFr.dialog.cancel);
    await setLocale(i18n, 'zh_CN');
    expect(i18n.t('dialog.cancel')).toBe(dialogsZh.dialog.cancel);
  });

  it('fetches only the registered namespaces: a login page with its own gets nothing else', async () => {
    const i18n = createI18n();
    const load = germanLoader();
    addTranslations(i18n, { login: LOGIN }, load);
    await setLocale(i18n, 'de_DE', load);
    expect(asked(load)).toEqual(['de_DE/login']);
    expect(i18n.t('login.submit')).toBe('Anmelden');
  });

  it('loads a table on first use only, and switches only once every namespace has it', async () => {
    const i18n = createI18n();
    const load = germanLoader();
    addTranslations(i18n, { login: LOGIN, window: WINDOW }, load);
    const heard: string[] = [];
    i18n.on('languageChanged', (language: string) => heard.push(`${language}: ${i18n.t('window.close')} ${i18n.t('login.submit')}`));

    const switching = setLocale(i18n, 'de_DE', load);
    expect(i18n.language).toBe('en_EN');
    await switching;
    expect(heard).toEqual(['de_DE: Schließen Anmelden']);
    expect(load).toHaveBeenCalledTimes(2);

    await setLocale(i18n, 'en_EN', load);
    await setLocale(i18n, 'de_DE', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.t('window.close')).toBe('Schließen');
  });

  it('waits for a namespace registered while the switch is under way', async () => {
    const i18n = createI18n();
    const load = germanLoader();
    addTranslations(i18n, { login: LOGIN }, load);
    const switching = setLocale(i18n, 'de_DE', load);
    addTranslations(i18n, { window: WINDOW }, load);
    await switching;
    expect(i18n.t('window.close')).toBe('Schließen');
  });

  it('keeps the language and rejects with ERR_LOCALE_LOAD when a table cannot be loaded', async () => {
    const i18n = createI18n();
    const load = germanLoader();
    addTranslations(i18n, { window: WINDOW }, load);
    await setLocale(i18n, 'de_DE', load);
    const changed = vi.fn();
    i18n.on('languageChanged', changed);

    const failing = setLocale(i18n, 'fr_FR', load);
    await expect(failing).rejects.toBeInstanceOf(LocaleLoadError);
    await expect(failing).rejects.toMatchObject({ code: 'ERR_LOCALE_LOAD', locale: 'fr_FR', message: "The translation for 'fr_FR' could not be loaded" });
    expect(i18n.language).toBe('de_DE');
    expect(i18n.t('window.close')).toBe('Schließen');
    expect(changed).not.toHaveBeenCalled();
  });

  it('lets the latest request win when an earlier table arrives later', async () => {
    const i18n = createI18n();
    addTranslations(i18n, { window: WINDOW });
    let arrive: (table: object) => void = () => {};
    const slow = new Promise<object>((resolve) => (arrive = resolve));
    const first = setLocale(i18n, 'de_DE', () => slow);
    await setLocale(i18n, 'fr_FR', () => Promise.resolve({ window: { close: 'Fermer', title: 'Fenêtre {{n}}' } }));
    arrive(GERMAN.window ?? {});
    await first;
    expect(i18n.language).toBe('fr_FR');
    expect(i18n.t('window.close')).toBe('Fermer');
  });

  it('refuses an unknown locale with ERR_INVALID_LOCALE and keeps the language', async () => {
    const i18n = createI18n();
    const load = germanLoader();
    addTranslations(i18n, { window: WINDOW }, load);
    await setLocale(i18n, 'de_DE', load);
    expect(() => setLocale(i18n, 'de-DE')).toThrow(expect.objectContaining({ code: 'ERR_INVALID_LOCALE', message: "Invalid locale 'de-DE'" }) as Error);
    expect(i18n.language).toBe('de_DE');
  });
});

describe('applyDocumentLocale', () => {
  it('sets lang as a BCP 47 tag and dir left to right for the shipped locales', () => {
    applyDocumentLocale(document, 'de_DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('sets dir right to left for a right-to-left language', () => {
    applyDocumentLocale(document, 'he_IL');
    expect(document.documentElement.lang).toBe('he-IL');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLocale(document, 'en_EN');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
