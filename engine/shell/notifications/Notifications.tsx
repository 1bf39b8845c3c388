import { useStore } from 'zustand';
import { useTranslation } from '../../i18n';
import { textOf, type NotificationStore } from './notificationStore';
import './notifications.css';

export function Notifications({ store }: { store: NotificationStore }) {
  const { t } = useTranslation();
  const items = useStore(store, (state) => state.items);
  return (
    <section className="notifications" aria-label={t('notifications.label')} aria-live="polite">
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          className="notification"
          title={t('notifications.dismiss')}
          onClick={() => store.getState().dismiss(item.id)}
        >
          {item.icon ? <img className="notification__icon" src={item.icon} alt="" /> : null}
          <span className="notification__text">
            <strong className="notification__title">{textOf(item.title, t)}</strong>
            <span className="notification__message">{textOf(item.message, t)}</span>
          </span>
        </button>
      ))}
    </section>
  );
}
