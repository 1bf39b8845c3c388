import { useStore } from 'zustand';
import type { AppLauncher } from '../../apps';
import { useTranslation } from '../../i18n';
import logoUrl from '../assets/logo.svg';
import { useServices } from '../services';

/** The top panel: product mark, a launcher per application, the signed-in user and Sign Out. */
export function Panel({ launcher }: { launcher: AppLauncher }) {
  const { t } = useTranslation();
  const { user, lifecycle, config } = useServices();
  const profile = useStore(user, (state) => state.profile);
  const stopping = useStore(lifecycle, (state) => state.phase === 'stopping');
  return (
    <nav className="panel panel--top" aria-label={t('panel.label')}>
      <div className="panel__start">
        <img className="panel__logo" src={logoUrl} alt="" />
        <span className="panel__product">{config.productName}</span>
        {launcher.apps.map((app) => (
          <button key={app.name} className="panel__button" type="button" onClick={() => launcher.launch(app.name)}>
            {app.title}
          </button>
        ))}
      </div>
      <div className="panel__end">
        {profile ? (
          <span className="panel__user">
            {profile.icon ? <img className="panel__avatar" src={profile.icon} alt="" /> : null}
            <span className="panel__name">{profile.name}</span>
          </span>
        ) : null}
        <button
          className="panel__button"
          type="button"
          disabled={stopping}
          onClick={() => void lifecycle.getState().signOut()}
        >
          {stopping ? t('panel.signingOut') : t('panel.signOut')}
        </button>
      </div>
    </nav>
  );
}
