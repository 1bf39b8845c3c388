import { useTranslation } from '../../i18n';
import { useServices } from '../services';
import { LoginLayout } from './LoginLayout';

/** The paragraphs of About Us, in order. */
const ABOUT = ['body', 'accounts', 'data', 'contact'] as const;

/** A signed-out page of text with a way back to sign-in: About Us and ./privacy-policy. */
export function InfoPage({ page }: { page: 'about' | 'privacy' }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const product = config.productName;
  return (
    <LoginLayout>
      <h1 className="login__title">{t(`${page}.heading`)}</h1>
      {page === 'about' ? (
        <>
          {ABOUT.map((paragraph) => (
            <p key={paragraph} className="login__note">
              {t(`about.${paragraph}`, { product })}
            </p>
          ))}
          <p className="login__version">{t('about.version', { product, version: config.version })}</p>
        </>
      ) : (
        <p className="login__note">{t('privacy.body', { product })}</p>
      )}
      <a className="button" href="/">
        {t('info.back')}
      </a>
    </LoginLayout>
  );
}
