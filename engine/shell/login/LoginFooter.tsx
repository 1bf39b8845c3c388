import { useTranslation } from '../../i18n';
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
      <p className="login-footer__copyright">
        {t('footer.copyright', { year: clock.now().getFullYear(), product: config.productName })}
      </p>
    </footer>
  );
}
