import { useTranslation } from '../../i18n';
import { LoginLayout } from './LoginLayout';

/** Reached by #forgotpassword. Recovery by e-mail arrives with the mail service; until then it says so. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <LoginLayout>
      <h1 className="login__title">{t('forgot.heading')}</h1>
      <p className="login__note">{t('forgot.unavailable')}</p>
      {/* The spec returns to the login page by a full reload of the site root. */}
      <button className="button" type="button" onClick={() => window.location.assign('/')}>
        {t('forgot.back')}
      </button>
    </LoginLayout>
  );
}
