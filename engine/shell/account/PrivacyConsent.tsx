import { useEffect, useId, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n';
import './privacy.css';

export interface PrivacyConsentProps {
  /** The account's policy, as HTML; sanitized before it is shown. */
  policy: string;
  /** sanitizePolicy, which its caller loads with the code it needs. */
  sanitize: (html: string) => string;
  /** Records the agreement (updateLoggedIn); the dialog goes once it resolves, and stays to be tried again when it rejects. */
  onAgree: () => Promise<void>;
}

/**
 * The privacy policy dialog (docs/features/sign-in.md): the policy, a required checkbox and Continue.
 * Modal over the whole page, and not to be dismissed: Escape does nothing, only agreeing closes it.
 */
export function PrivacyConsent({ policy, sanitize, onAgree }: PrivacyConsentProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const errorId = useId();
  const [agreed, setAgreed] = useState(false);
  const [state, setState] = useState<'idle' | 'unticked' | 'saving'>('idle');
  const html = useMemo(() => sanitize(policy), [sanitize, policy]);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!agreed) {
      setState('unticked');
      return;
    }
    setState('saving');
    try {
      await onAgree();
    } catch (error) {
      console.error('Atrium: the agreement could not be recorded', error);
      setState('idle');
    }
  };

  return (
    <dialog ref={dialog} className="privacy" aria-labelledby={titleId} onCancel={(event) => event.preventDefault()}>
      <form className="privacy__form" onSubmit={(event) => void submit(event)} noValidate>
        <h2 className="privacy__title" id={titleId}>
          {t('consent.title')}
        </h2>
        {/* Sanitized by DOMPurify just above: formatting only, no script, no form, no style. */}
        <div className="privacy__policy" tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
        <label className="privacy__agree">
          <input
            type="checkbox"
            required
            checked={agreed}
            aria-invalid={state === 'unticked'}
            aria-describedby={state === 'unticked' ? errorId : undefined}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setState('idle');
            }}
          />
          {t('consent.agree')}
        </label>
        <p className="privacy__error" id={errorId} role="alert">
          {state === 'unticked' ? t('consent.required') : ''}
        </p>
        <button className="button button--primary" type="submit" disabled={state === 'saving'}>
          {t('consent.submit')}
        </button>
      </form>
    </dialog>
  );
}
