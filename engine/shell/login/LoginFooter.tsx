import { useId, useState } from 'react';
import { applyDocumentLocale, isKnownLocale, isTranslateLanguage, ownLanguageName, setLocale, toLanguageTag, useTranslation } from '../../i18n';
import { FooterText } from '../account';
import { useServices } from '../services';

/** The signed-out pages' footer; its last line is the footer of the account last signed in to here, or the copyright. */
export function LoginFooter() {
  const { t } = useTranslation();
  const { config, storage } = useServices();
  return (
    <footer className="login-footer">
      <nav className="login-footer__links" aria-label={t('footer.about')}>
        <a href="./about">{t('footer.about')}</a>
        <a href="./privacy-policy">{t('footer.privacy')}</a>
      </nav>
      <LanguagePicker options={config.translateLanguageOptions} />
      <FooterText footer={storage.get('UserInfo')?.footer} className="login-footer__copyright" />
    </footer>
  );
}

/**
 * The languages the server offers (spec: translateLanguageOptions), by their own names; none
 * offered, no picker. A known locale switches the translation tables; a translation-service
 * language (ar) sets only the page's language and direction, the text staying in the current
 * tables. The choice applies at once and is kept for the next boot (storage `locale`).
 */
function LanguagePicker({ options }: { options: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const { storage } = useServices();
  const id = useId();
  const [translated, setTranslated] = useState(() => {
    const stored = storage.get('locale');
    return isTranslateLanguage(stored) ? stored : null;
  });
  // The server validates the list; an entry that slips through unrecognised is left out, not shown raw.
  const languages = [...new Set(options)].filter((option) => isKnownLocale(option) || isTranslateLanguage(option));
  if (languages.length === 0) return null;

  const choose = async (language: string) => {
    // Nothing changes until the table is there; one that cannot load leaves the page (and the picker) as it was.
    if (isKnownLocale(language)) {
      try {
        await setLocale(i18n, language);
      } catch (error) {
        console.error('Atrium: the language could not be changed', error);
        return;
      }
    }
    applyDocumentLocale(document, language);
    void storage.set('locale', language);
    setTranslated(isKnownLocale(language) ? null : language);
  };

  // A current language the list lacks selects a blank entry, so that every listed one is a change.
  const current = translated ?? i18n.language;
  const listed = languages.includes(current);
  return (
    <div className="login-footer__language">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select id={id} value={listed ? current : ''} onChange={(event) => void choose(event.target.value)}>
        {!listed && <option value="" disabled hidden />}
        {languages.map((language) => (
          <option key={language} value={language} lang={toLanguageTag(language)}>
            {ownLanguageName(language)}
          </option>
        ))}
      </select>
    </div>
  );
}
