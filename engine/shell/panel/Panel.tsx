import { memo } from 'react';
import { useStore } from 'zustand';
import { useValue, type ReadableValue } from '../../core';
import type { PanelItem, PanelSlot } from '../../extensions';
import { useTranslation } from '../../i18n';
import { useServices } from '../services';

const SLOTS: readonly PanelSlot[] = ['start', 'center', 'end'];

/** Renders a panel item's view as a component of its own, so its hooks belong to it. */
const PanelItemView = memo(function PanelItemView({ item }: { item: PanelItem }) {
  const Render = item.render;
  return <Render />;
});

/**
 * The panel host: the items plugins registered (application menu, window list, tray, …) in
 * their slots, then the signed-in user and Sign Out.
 */
export function Panel({ items }: { items: ReadableValue<readonly PanelItem[]> }) {
  const { t } = useTranslation();
  const { user, lifecycle } = useServices();
  const registered = useValue(items);
  const profile = useStore(user, (state) => state.profile);
  const stopping = useStore(lifecycle, (state) => state.phase === 'stopping');
  return (
    <nav className="panel panel--top" aria-label={t('panel.label')}>
      {SLOTS.map((slot) => (
        <div key={slot} className={`panel__${slot}`}>
          {registered
            .filter((item) => item.slot === slot)
            .map((item) => (
              <PanelItemView key={item.id} item={item} />
            ))}
          {slot === 'end' ? (
            <>
              {profile ? (
                <span className="panel__user">
                  {profile.icon ? <img className="panel__avatar" src={profile.icon} alt="" /> : null}
                  <span className="panel__name">{profile.name}</span>
                </span>
              ) : null}
              <button className="panel__button" type="button" disabled={stopping} onClick={() => void lifecycle.getState().signOut()}>
                {stopping ? t('panel.signingOut') : t('panel.signOut')}
              </button>
            </>
          ) : null}
        </div>
      ))}
    </nav>
  );
}
