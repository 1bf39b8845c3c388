import { useTranslation } from '../i18n';

export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" aria-live="polite">
      <span className="splash__spinner" aria-hidden="true" />
      <span className="splash__text">{t('boot.loading')}</span>
    </div>
  );
}
