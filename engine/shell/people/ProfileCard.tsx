import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import type { UserDetail } from '../../../server/contract';
import { RequestError } from '../../http';
import { useTranslation } from '../../i18n';
import { handleTab } from '../../overlay';
import type { ProfileCardStore } from './cardStore';
import { placeCard } from './placeCard';
import './profileCard.css';

export interface ProfileCardProps {
  store: ProfileCardStore;
  /** GET /api/user/{id}/detail */
  loadDetail: (userId: string) => Promise<UserDetail>;
  /** Opens a chat with the user; null when no chat application is installed. */
  chat: ((detail: UserDetail) => void) | null;
}

type Loaded = { state: 'loading' } | { state: 'loaded'; detail: UserDetail } | { state: 'failed'; message: string };

/**
 * The profile card popup (docs/features/apps-and-plugins.md#the-profile-card): at the click position, over an
 * overlay whose click closes it, as does its close button and Escape; focus stays inside while
 * it is open and goes back where it was.
 */
export function ProfileCard({ store, loadDetail, chat }: ProfileCardProps) {
  const card = useStore(store, (state) => state.card);
  if (!card) return null;
  // Keyed by user and place: another card starts afresh.
  return <OpenCard key={`${card.userId}@${card.at.left},${card.at.top}`} store={store} loadDetail={loadDetail} chat={chat} />;
}

function OpenCard({ store, loadDetail, chat }: ProfileCardProps) {
  const { t } = useTranslation();
  const card = useStore(store, (state) => state.card);
  // Keyed by user: each card starts loading.
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const box = useRef<HTMLDivElement>(null);
  const userId = card?.userId ?? '';

  useEffect(() => {
    let current = true;
    loadDetail(userId).then(
      (detail) => current && setLoaded({ state: 'loaded', detail }),
      (error: unknown) => current && setLoaded({ state: 'failed', message: error instanceof RequestError ? error.detail : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [loadDetail, userId]);

  // Placed once its size is known, before it is painted.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !card) return;
    const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
    const place = placeCard(card.at, { width: element.offsetWidth, height: element.offsetHeight }, { width: window.innerWidth, height: window.innerHeight }, direction);
    element.style.left = `${place.left}px`;
    element.style.top = `${place.top}px`;
  }, [card, loaded.state]);

  useEffect(() => {
    box.current?.querySelector<HTMLElement>('.profile-card__close')?.focus();
    const opener = store.getState().card?.opener;
    return () => {
      if (store.getState().card === null && opener?.isConnected) opener.focus();
    };
  }, [store]);

  if (!card) return null;
  const close = () => store.getState().close();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (box.current && handleTab(event.nativeEvent, box.current)) {
      event.preventDefault();
    }
  };
  const detail = loaded.state === 'loaded' ? loaded.detail : null;
  const rows = detail
    ? ([
        ['email', detail.email],
        ['manager', detail.manager_name],
        ['country', detail.country],
      ] as const).filter(([, value]) => value !== '')
    : [];

  return (
    <div className="profile-card__overlay" onPointerDown={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={box}
        className="profile-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby="profile-card-name"
        aria-busy={loaded.state === 'loading'}
        onKeyDown={onKeyDown}
      >
        <button className="profile-card__close" type="button" aria-label={t('profileCard.close')} title={t('profileCard.close')} onClick={close}>
          ×
        </button>
        {detail?.icon ? (
          <img className="profile-card__picture" src={detail.icon} alt="" />
        ) : (
          <span className="profile-card__picture profile-card__picture--default" aria-hidden="true" />
        )}
        <h2 id="profile-card-name" className="profile-card__name">
          {detail?.name ?? (loaded.state === 'failed' ? t('profileCard.unknown') : t('profileCard.loading'))}
        </h2>
        {detail?.designation ? <p className="profile-card__designation">{detail.designation}</p> : null}
        {loaded.state === 'failed' ? (
          <p className="profile-card__error" role="alert">
            {loaded.message}
          </p>
        ) : null}
        {detail ? (
          <>
            <div className="profile-card__links">
              <button
                className="profile-card__link"
                type="button"
                aria-disabled={chat === null}
                title={chat === null ? t('profileCard.noChat') : t('profileCard.chatWith', { name: detail.name })}
                onClick={() => {
                  if (!chat) return;
                  close();
                  chat(detail);
                }}
              >
                {t('profileCard.chat')}
              </button>
              {detail.email ? (
                <a className="profile-card__link" href={`mailto:${detail.email}`} title={t('profileCard.mailTo', { name: detail.name })}>
                  {t('profileCard.mail')}
                </a>
              ) : null}
            </div>
            {rows.length > 0 ? (
              <dl className="profile-card__rows">
                {rows.map(([key, value]) => (
                  <div key={key} className="profile-card__row">
                    <dt>{t(`profileCard.${key}`)}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
