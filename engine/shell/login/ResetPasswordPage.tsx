import { useState, type SyntheticEvent } from 'react';
import { brokenPasswordRule } from '../../auth';
import { useTranslation } from '../../i18n';
import { useServices } from '../services';
import { goHome } from './goHome';
import { LoginLayout } from './LoginLayout';
import { PasswordRules } from './PasswordRules';
import { TextField } from './TextField';
import { useRedirectHome } from './useRedirectHome';

type State = { kind: 'idle' } | { kind: 'saving' } | { kind: 'done' } | { kind: 'error'; message: string };

/**
 * Reached by a reset link (?resetpassword=<code>): a new password, entered twice, checked against
 * the rules in the spec's order here and again on the server.
 */
export function ResetPasswordPage({ code, appIcon }: { code: string; appIcon: string | null }) {
  const { t } = useTranslation();
  const { auth } = useServices();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  useRedirectHome(state.kind === 'done');

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'saving' || state.kind === 'done') return;
    const rule = brokenPasswordRule(password, confirmation);
    if (rule !== undefined) {
      setState({ kind: 'error', message: t(`reset.errors.${rule}`) });
      return;
    }
    setState({ kind: 'saving' });
    const result = await auth.resetPassword(code, password, confirmation);
    if (result.kind === 'done') setState({ kind: 'done' });
    else setState({ kind: 'error', message: result.kind === 'refused' ? t(`reset.errors.${result.rule}`) : t('reset.expired') });
  };

  return (
    <LoginLayout logo={appIcon}>
      <h1 className="login__title">
        {t('reset.heading')} <PasswordRules />
      </h1>
      <form className="login__form" onSubmit={(event) => void submit(event)} noValidate aria-busy={state.kind === 'saving'}>
        <TextField label={t('reset.password')} name="new-password" type="password" autoComplete="new-password" autoFocus value={password} onChange={setPassword} />
        <TextField label={t('reset.confirm')} name="confirm-password" type="password" autoComplete="new-password" value={confirmation} onChange={setConfirmation} />
        <p className={state.kind === 'done' ? 'login__message' : 'login__error'} role="alert">
          {state.kind === 'done' ? t('reset.done') : state.kind === 'error' ? state.message : ''}
        </p>
        <button className="button button--primary" type="submit" disabled={state.kind === 'saving' || state.kind === 'done'}>
          {state.kind === 'saving' ? t('reset.submitting') : t('reset.submit')}
        </button>
        <button className="button" type="button" onClick={goHome}>
          {t('reset.cancel')}
        </button>
      </form>
    </LoginLayout>
  );
}
