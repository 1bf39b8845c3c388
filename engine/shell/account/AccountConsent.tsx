import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { LoginStatus } from '../../../server/contract';
import type { DialogService } from '../../dialogs';
import { useTranslation } from '../../i18n';
import { useServices } from '../services';
import { needsConsent } from './consent';
import { PrivacyConsent } from './PrivacyConsent';

/**
 * Asks the server after sign-in whether the member has agreed to the account's privacy policy, and
 * shows the policy until they do; then a thank-you dialog. A failed check is logged only
 * (docs/features/sign-in.md), and the desktop goes on without the dialog.
 */
export function AccountConsent({ dialogs }: { dialogs: DialogService }) {
  const { t } = useTranslation();
  const { http, user, serverLog } = useServices();
  const policy = useStore(user, (state) => state.profile?.active_account.preferences.privacyPolicy);
  /** The policy's sanitizer while the member has to agree; null when they need not (yet). */
  const [due, setDue] = useState<{ sanitize: (html: string) => string } | null>(null);

  useEffect(() => {
    if (policy === undefined) return;
    let live = true;
    // The sanitizer (DOMPurify) loads with the check, for an account with a policy only: the
    // login page, whose code imports this module's folder, does without its 30 KB.
    void Promise.all([
      http.request<LoginStatus>('GET', 'v1/user/me/hasLoggedIn').catch((error: unknown) => {
        console.error('Atrium: the login status could not be checked', error);
        void serverLog.log('error', `The login status could not be checked: ${String(error)}`);
        return null;
      }),
      import('./sanitizePolicy').catch((error: unknown) => {
        console.error('Atrium: the privacy policy cannot be shown: its sanitizer did not load', error);
        void serverLog.log('error', `The privacy policy's sanitizer did not load: ${String(error)}`);
        return null;
      }),
    ]).then(([status, sanitizer]) => {
      if (live && status && sanitizer && needsConsent(status, policy)) setDue({ sanitize: sanitizer.sanitizePolicy });
    });
    return () => {
      live = false;
    };
  }, [http, policy, serverLog]);

  if (!due || policy === undefined) return null;
  const agree = async () => {
    await http.request('POST', 'v1/user/me/updateLoggedIn');
    setDue(null);
    dialogs.open('alert', { title: t('consent.thanksTitle'), message: t('consent.thanks') }, () => undefined);
  };
  return <PrivacyConsent policy={policy} sanitize={due.sanitize} onAgree={agree} />;
}
