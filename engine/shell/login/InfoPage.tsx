import { useTranslation } from '../../i18n';
import { useServices } from '../services';
import { LoginLayout } from './LoginLayout';

/** A signed-out page of text with a way back to sign-in: About Us and ./privacy-policy. */
export function InfoPage({ page }: { page: 'about' | 'privacy' }) {
  const { t } = useTranslation();
  const { config } = useServices();
  return (
    <LoginLayout>
      <h1 className="login__title">{t(`${page}.heading`)}</h1>
      <p className="login__note">{t(`${page}.body`, { product: config.productName })}</p>
      <a className="button" href="/">
        {t('info.back')}
      </a>
    </LoginLayout>
  );
}
