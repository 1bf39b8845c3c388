import type { i18n as I18n } from 'i18next';
import { toDisposable, type Disposable, type ReadableValue } from '../../core';
import {
  applyDocumentLocale,
  DEFAULT_LOCALE,
  directionOf,
  isKnownLocale,
  isTranslateLanguage,
  LANGUAGE_NAMES,
  LocaleError,
  pageLanguage,
  setLocale,
  type KnownLocale,
  type TextDirection,
  type TranslationLoader,
} from '../../i18n';
import type { NotificationInput } from '../notifications/notificationStore';

export interface LocaleSettingDeps {
  i18n: I18n;
  /** The user's `locale` settings namespace; its `language` is applied each time it changes. */
  setting: ReadableValue<Readonly<Record<string, unknown>>>;
  document: Document;
  /** Tells the user that a language could not be loaded. */
  notify: (input: NotificationInput) => void;
  log: Pick<Console, 'warn' | 'error'>;
  /** Where tables come from (tests pass their own); see setLocale. */
  load?: TranslationLoader;
  /**
   * The login page's language choice (browser storage `locale`). A translation-service language
   * there (ar) is the page's language over the user's locale, until the user picks a language.
   */
  translateChoice: { get(): unknown; set(locale: KnownLocale): void };
  /** Whether the user's settings have loaded: a change from then on is the user's pick. */
  settingsLoaded: () => boolean;
  /** Told the page's direction each time the page's language is applied. */
  onDirection: (direction: TextDirection) => void;
}

/** What the user is told when a language's table cannot be loaded: in the language still shown. */
function localeFailure(locale: KnownLocale): NotificationInput {
  return { title: (t) => t('language.failedTitle'), message: (t) => t('language.failed', { language: LANGUAGE_NAMES[locale] }) };
}

/**
 * Applies the user's language live, without a reload (docs/features/settings.md#languages: a known locale
 * only; anything else means the default). Its table may have to load first: the page, `<html
 * lang dir>` included, switches when it is there, and stays as it was, telling the user, when it
 * cannot be loaded. The page's language is the login page's translate choice when it is a
 * translation-service language, else the locale. Disposing stops following (an answer still on
 * its way is then ignored).
 */
export function followLocaleSetting(deps: LocaleSettingDeps): Disposable {
  const { i18n, setting, document, notify, log, load, translateChoice } = deps;
  let disposed = false;
  let last: unknown;
  const apply = ({ language }: Readonly<Record<string, unknown>>) => {
    const known = typeof language === 'string' && isKnownLocale(language);
    if (language !== undefined && !known) log.warn('Atrium: the saved language is ignored', new LocaleError(JSON.stringify(language)));
    const wanted = known ? language : DEFAULT_LOCALE;
    const picked = deps.settingsLoaded() && language !== last;
    last = language;
    setLocale(i18n, wanted, load).then(
      () => {
        if (disposed || i18n.language !== wanted) return;
        // A language picked on the desktop (Preferences) replaces the login page's translate choice.
        if (picked && isTranslateLanguage(translateChoice.get())) translateChoice.set(wanted);
        const page = pageLanguage(translateChoice.get(), wanted);
        applyDocumentLocale(document, page);
        deps.onDirection(directionOf(page));
      },
      (error: unknown) => {
        log.error('Atrium: the language could not be changed', error);
        if (!disposed) notify(localeFailure(wanted));
      },
    );
  };
  const following = setting.subscribe(apply);
  return toDisposable(() => {
    disposed = true;
    following.dispose();
  });
}
