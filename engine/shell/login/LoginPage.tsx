import { useState, type SyntheticEvent } from 'react';
import { useStore } from 'zustand';
import type { LoginFailure } from '../../auth';
import { useTranslation } from '../../i18n';
import { useServices } from '../services';
import { useLocationHash } from '../useLocationHash';
import { Announcements } from './announcements/Announcements';
import { ExternalSignIn } from './ExternalSignIn';
import { LoginLayout } from './LoginLayout';
import { TextField } from './TextField';
import { usePrefetchDesktop } from './usePrefetchDesktop';
import { UsernameField } from './UsernameField';

type FormState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; reason: LoginFailure };

export function LoginPage() {
  const { t } = useTranslation();
  const { config, identity } = useServices();
  // `#login` forces the built-in form even when an external provider signs users in, as long as
  // the server takes passwords then (AUTH_ALLOW_PASSWORD): otherwise the form could only fail.
  const forced = useLocationHash() === 'login' && config.passwordSignIn;
  const prefetchDesktop = usePrefetchDesktop();
  return (
    <LoginLayout aside={<Announcements />}>
      <h1 className="login__title">{config.login.title ?? t('login.title', { product: config.productName })}</h1>
      <p className="login__version">{t('login.version', { version: config.version })}</p>
      {identity && !forced ? <ExternalSignIn identity={identity} /> : <OwnLoginForm onInput={prefetchDesktop} />}
    </LoginLayout>
  );
}

/** Atrium's own username-and-password form; `onInput` runs on every keystroke in it. */
function OwnLoginForm({ onInput }: { onInput: () => void }) {
  const { t } = useTranslation();
  const { auth, lifecycle } = useServices();
  const startFailed = useStore(lifecycle, (state) => state.startError !== null);
  // After a sign-in whose desktop failed to start, the name stays: only the password is asked again.
  const [keptName] = useState(() => lifecycle.getState().startFailedFor);
  const [username, setUsername] = useState(keptName ?? '');
  const [password, setPassword] = useState('');
  const [form, setForm] = useState<FormState>(startFailed ? { kind: 'error', reason: 'failed' } : { kind: 'idle' });

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.kind === 'loading') return;
    setForm({ kind: 'loading' });
    const result = await auth.login(username, password);
    if (result.ok) await lifecycle.getState().signedIn(result.username);
    else setForm({ kind: 'error', reason: result.reason });
  };

  const loading = form.kind === 'loading';
  return (
    <>
      <form className="login__form" onSubmit={(event) => void submit(event)} onInput={onInput} noValidate aria-busy={loading}>
        <UsernameField label={t('login.username')} value={username} onChange={setUsername} autoFocus={keptName === null} />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus={keptName !== null}
          value={password}
          onChange={setPassword}
        />
        <p className="login__error" role="alert">
          {form.kind === 'error' ? t(`login.errors.${form.reason}`) : ''}
        </p>
        <button className="button button--primary" type="submit" disabled={loading}>
          {loading ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <a className="login__forgot" href="#forgotpassword">
        {t('login.forgot')}
      </a>
    </>
  );
}
