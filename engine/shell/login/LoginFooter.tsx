import { useId } from 'react';
import { applyDocumentLocale, isKnownLocale, LANGUAGE_NAMES, setLocale, toLanguageTag, useTranslation, type KnownLocale } from '../../i18n';
import { useServices } from '../services';

export function LoginFooter() {
  const { t } = useTranslation();
  const { config, clock } = useServices();
  return (
    <footer className="login-footer">
      <nav className="login-footer__links" aria-label={t('footer.about')}>
        <a href="./about">{t('footer.about')}</a>
        <a href="./privacy-policy">{t('footer.privacy')}</a>
      </nav>
      <LanguagePicker options={config.translateLanguageOptions} />
      <p className="login-footer__copyright">
        {t('footer.copyright', { year: clock.now().getFullYear(), product: config.productName })}
      </p>
    </footer>
  );
}

/**
 * The languages the server offers (spec: translateLanguageOptions), by their own names; none
 * offered, no picker. The choice applies at once and is kept for the next boot (storage `locale`).
 */
function LanguagePicker({ options }: { options: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const { storage } = useServices();
  const id = useId();
  // The server validates the list; an unknown locale that slips through is left out, not shown raw.
  const locales = [...new Set(options)].filter(isKnownLocale);
  if (locales.length === 0) return null;

  const choose = (locale: KnownLocale) => {
    void setLocale(i18n, locale);
    applyDocumentLocale(document, locale);
    storage.set('locale', locale);
  };

  // A current language the list lacks selects a blank entry, so that every listed one is a change.
  const current = i18n.language;
  const listed = locales.some((locale) => locale === current);
  return (
    <div className="login-footer__language">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select
        id={id}
        value={listed ? current : ''}
        onChange={(event) => {
          const locale = event.target.value;
          if (isKnownLocale(locale)) choose(locale);
        }}
      >
        {!listed && <option value="" disabled hidden />}
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={toLanguageTag(locale)}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
