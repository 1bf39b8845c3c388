import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useServices } from '../services';
import { goHome } from './goHome';
import { LoginLayout } from './LoginLayout';
import { UsernameField } from './UsernameField';
import { useRedirectHome } from './useRedirectHome';

type State = 'idle' | 'empty' | 'sending' | 'sent';

/**
 * Reached by #forgotpassword: a username, and a link goes out by mail if the account exists. The
 * page says the same either way and returns to the site root 2 s later.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { auth } = useServices();
  const [username, setUsername] = useState('');
  const [state, setState] = useState<State>('idle');
  useRedirectHome(state === 'sent');

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending' || state === 'sent') return;
    if (username.trim() === '') {
      setState('empty');
      return;
    }
    setState('sending');
    await auth.forgotPassword(username);
    setState('sent');
  };

  return (
    <LoginLayout>
      <h1 className="login__title">{t('forgot.heading')}</h1>
      <form className="login__form" onSubmit={(event) => void submit(event)} noValidate aria-busy={state === 'sending'}>
        <UsernameField label={t('forgot.username')} value={username} onChange={setUsername} />
        <p className={state === 'sent' ? 'login__message' : 'login__error'} role="alert">
          {state === 'empty' ? t('forgot.empty') : state === 'sent' ? t('forgot.sent') : ''}
        </p>
        <button className="button button--primary" type="submit" disabled={state === 'sending' || state === 'sent'}>
          {state === 'sending' ? t('forgot.submitting') : t('forgot.submit')}
        </button>
        <button className="button" type="button" onClick={goHome}>
          {t('forgot.back')}
        </button>
      </form>
    </LoginLayout>
  );
}
