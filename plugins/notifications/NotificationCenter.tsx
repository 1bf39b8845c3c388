import { useEffect, useId, useState } from 'react';
import { formatShortDate, formatShortTime, useTranslation, useValue, type NotificationHistory, type PluginNotifications } from '../../sdk';
import { HISTORY_PAGE } from './constants';

type Shown = { status: 'loading' } | { status: 'loaded'; history: NotificationHistory } | { status: 'failed'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The tray popup: do-not-disturb, the newest notifications, Clear all. */
export function NotificationCenter({ notifications, onClose }: { notifications: PluginNotifications; onClose: () => void }) {
  const { t } = useTranslation();
  const quiet = useValue(notifications.doNotDisturb);
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  const headingId = useId();

  useEffect(() => {
    let current = true;
    notifications.history({ take: HISTORY_PAGE }).then(
      (history) => current && setShown({ status: 'loaded', history }),
      (error: unknown) => current && setShown({ status: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [notifications]);

  const clear = () => {
    notifications.clearHistory().then(
      () => setShown({ status: 'loaded', history: { items: [], total: 0 } }),
      (error: unknown) => setShown({ status: 'failed', message: messageOf(error) }),
    );
  };
  const items = shown.status === 'loaded' ? shown.history.items : [];

  return (
    <section className="notification-center" aria-labelledby={headingId} aria-busy={shown.status === 'loading'}>
      <header className="notification-center__head">
        <h2 id={headingId} className="notification-center__title">
          {t('notificationCenter.title')}
        </h2>
        <button className="notification-center__switch" type="button" role="switch" aria-checked={quiet} onClick={() => notifications.setDoNotDisturb(!quiet)}>
          {t('notificationCenter.doNotDisturb')}
        </button>
      </header>
      {quiet ? <p className="notification-center__note">{t('notificationCenter.quietNote')}</p> : null}
      {shown.status === 'failed' ? (
        <p className="notification-center__error" role="alert">
          {t('notificationCenter.failed', { message: shown.message })}
        </p>
      ) : null}
      {shown.status === 'loaded' && items.length === 0 ? <p className="notification-center__empty">{t('notificationCenter.empty')}</p> : null}
      {items.length > 0 ? (
        <ul className="notification-center__list" aria-label={t('notificationCenter.history')}>
          {items.map((item) => {
            const time = new Date(item.time);
            return (
              <li key={item.id} className="notification-center__item">
                {item.icon ? <img className="notification-center__icon" src={item.icon} alt="" /> : null}
                <span className="notification-center__text">
                  <strong>{item.title}</strong>
                  {item.message ? <span>{item.message}</span> : null}
                  <time dateTime={item.time}>{`${formatShortDate(time)} ${formatShortTime(time)}`}</time>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <footer className="notification-center__foot">
        <button type="button" className="notification-center__clear" disabled={items.length === 0} onClick={clear}>
          {t('notificationCenter.clear')}
        </button>
        <button type="button" className="notification-center__clear" onClick={onClose}>
          {t('notificationCenter.close')}
        </button>
      </footer>
    </section>
  );
}
