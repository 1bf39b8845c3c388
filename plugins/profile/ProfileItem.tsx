import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation, useValue, type PluginContext } from '../../sdk';
import { confirmLogout, useDismiss, usePopupPlacement } from '../common';
import { PREFERENCES_APP } from './constants';

/** The profile item's button and, while open, its side panel. */
export function ProfileItem({ ctx }: { ctx: PluginContext }) {
  const { t } = useTranslation();
  const profile = useValue(ctx.env.profile);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(root, open, () => setOpen(false));
  if (!profile) return null;

  // Tabbing out of the panel closes it, as a click outside does.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOpen(false);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div ref={root} className="profile" onBlur={onBlur}>
      <button
        ref={button}
        className="profile__button"
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        title={t('profile.menu')}
        onClick={() => setOpen(!open)}
      >
        {profile.icon ? <img className="profile__avatar" src={profile.icon} alt="" /> : null}
        <span className="profile__name">{profile.name}</span>
      </button>
      {open ? <ProfilePanel ctx={ctx} anchor={button} onClose={close} onLeave={() => setOpen(false)} /> : null}
    </div>
  );
}

interface ProfilePanelProps {
  ctx: PluginContext;
  anchor: RefObject<HTMLButtonElement | null>;
  /** Closes and gives the focus back to the button. */
  onClose: () => void;
  /** Closes where the focus went already (an app or a dialog took it). */
  onLeave: () => void;
}

/** The side panel: picture, name, designation, then the actions (docs/features/panel.md). */
function ProfilePanel({ ctx, anchor, onClose, onLeave }: ProfilePanelProps) {
  const { t } = useTranslation();
  const profile = useValue(ctx.env.profile);
  const [accountsShown, setAccountsShown] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const nameId = useId();
  usePopupPlacement(anchor, panel);
  if (!profile) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    if (accountsShown) setAccountsShown(false);
    else onClose();
  };
  const run = (action: () => unknown) => () => {
    onLeave();
    void action();
  };
  const signOut = async () => {
    if (await confirmLogout(ctx)) await ctx.env.signOut();
  };

  return (
    <div
      ref={panel}
      className="profile-panel"
      role="dialog"
      aria-labelledby={nameId}
      onKeyDown={onKeyDown}
    >
      <div className="profile-panel__head">
        {profile.icon ? <img className="profile-panel__picture" src={profile.icon} alt="" /> : <span className="profile-panel__picture profile-panel__picture--default" aria-hidden="true" />}
        <div>
          <h2 id={nameId} className="profile-panel__name">
            {profile.name}
          </h2>
          {profile.designation ? <p className="profile-panel__designation">{profile.designation}</p> : null}
        </div>
      </div>
      <div className="profile-panel__actions">
        {/* The first action takes the focus as the panel opens, so its keys work at once. */}
        <button type="button" className="profile-panel__action" autoFocus onClick={run(() => ctx.apps.launch(PREFERENCES_APP))}>
          {t('profile.editPreferences')}
        </button>
        {profile.accounts.length > 1 ? (
          <button type="button" className="profile-panel__action" aria-expanded={accountsShown} onClick={() => setAccountsShown(!accountsShown)}>
            {t('profile.switchAccount')}
          </button>
        ) : null}
        {accountsShown ? (
          <ul className="profile-panel__accounts" aria-label={t('profile.switchAccount')}>
            {profile.accounts.map((account) => {
              const current = account.accountId === profile.accountId;
              return (
                <li key={account.accountId}>
                  <button
                    type="button"
                    className="profile-panel__account"
                    aria-current={current ? 'true' : undefined}
                    onClick={current ? onClose : run(() => ctx.env.switchAccount(account.accountId))}
                  >
                    {account.name}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <button type="button" className="profile-panel__action" onClick={run(signOut)}>
          {t('profile.signOut')}
        </button>
      </div>
    </div>
  );
}
