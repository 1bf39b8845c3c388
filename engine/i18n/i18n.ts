import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en_EN } from './en_EN';

export const DEFAULT_LOCALE = 'en_EN';

/** An i18next instance with the bundled tables, ready on return (no asynchronous loading). */
export function createI18n(locale: string = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: { en_EN: { translation: en_EN } },
    initAsync: false,
    // React escapes what it renders; escaping here as well would show entities on screen.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}
