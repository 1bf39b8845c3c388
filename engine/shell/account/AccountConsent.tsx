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
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (policy === undefined) return;
    let live = true;
    http
      .request<LoginStatus>('GET', 'v1/user/me/hasLoggedIn')
      .then((status) => live && setDue(needsConsent(status, policy)))
      .catch((error: unknown) => {
        console.error('Atrium: the login status could not be checked', error);
        void serverLog.log('error', `The login status could not be checked: ${String(error)}`);
      });
    return () => {
      live = false;
    };
  }, [http, policy, serverLog]);

  if (!due || policy === undefined) return null;
  const agree = async () => {
    await http.request('POST', 'v1/user/me/updateLoggedIn');
    setDue(false);
    dialogs.open('alert', { title: t('consent.thanksTitle'), message: t('consent.thanks') }, () => undefined);
  };
  return <PrivacyConsent policy={policy} onAgree={agree} />;
}
