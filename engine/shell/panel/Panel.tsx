import { useStore } from 'zustand';
import { useTranslation } from '../../i18n';
import logoUrl from '../assets/logo.svg';
import { useServices } from '../services';

/** The top panel: product mark, the signed-in user and Sign Out. */
export function Panel() {
  const { t } = useTranslation();
  const { user, lifecycle, config } = useServices();
  const profile = useStore(user, (state) => state.profile);
  const stopping = useStore(lifecycle, (state) => state.phase === 'stopping');
  return (
    <nav className="panel panel--top" aria-label={t('panel.label')}>
      <div className="panel__start">
        <img className="panel__logo" src={logoUrl} alt="" />
        <span className="panel__product">{config.productName}</span>
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
