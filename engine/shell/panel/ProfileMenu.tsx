import { useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n';
import { Menu, type MenuItem } from '../../overlay';
import { switchAccount } from '../account';
import { useServices } from '../services';

type Open = { menu: 'profile' | 'accounts'; at: { left: number; top: number } } | null;

/**
 * The panel's profile item: the user's picture and name, opening the profile menu (spec, shell
 * section 2): Edit Preferences, Switch Account (only with more than one account; a list that marks
 * the current one) and Sign Out.
 */
export function ProfileMenu({ onEditPreferences }: { onEditPreferences: () => void }) {
  const { t } = useTranslation();
  const { user, lifecycle, http, storage } = useServices();
  const profile = useStore(user, (state) => state.profile);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<Open>(null);
  if (!profile) return null;

  // Under the button, from its start edge: the menu opens towards where the text runs.
  const below = () => {
    const box = button.current?.getBoundingClientRect();
    if (!box) return { left: 0, top: 0 };
    return { left: document.documentElement.dir === 'rtl' ? box.right : box.left, top: box.bottom };
  };
  const items: MenuItem[] = [
    { label: t('profile.editPreferences'), enabled: true, run: onEditPreferences },
    ...(profile.accounts.length > 1
      ? [{ label: t('profile.switchAccount'), enabled: true, run: () => setOpen({ menu: 'accounts', at: below() }) }]
      : []),
    { label: t('profile.signOut'), enabled: true, run: () => void lifecycle.getState().signOut() },
  ];
  const accounts: MenuItem[] = profile.accounts.map((account) => ({
    label: account.name,
    enabled: true,
    checked: account.accountId === profile.accountId,
    run: () => {
      if (account.accountId !== profile.accountId) {
        void switchAccount(account.accountId, { http, storage, reload: () => window.location.reload(), log: console });
      }
    },
  }));

  return (
    <>
      <button
        ref={button}
        className="panel__user"
        type="button"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        onClick={() => setOpen(open ? null : { menu: 'profile', at: below() })}
      >
        {profile.icon ? <img className="panel__avatar" src={profile.icon} alt="" /> : null}
        <span className="panel__name">{profile.name}</span>
      </button>
      {open?.menu === 'profile' ? (
        <Menu
          label={t('profile.menu')}
          at={open.at}
          items={items}
          // Switch Account opens its list in place of this menu; anything else closes it.
          onClose={() => setOpen((current) => (current?.menu === 'profile' ? null : current))}
        />
      ) : null}
      {open?.menu === 'accounts' ? <Menu label={t('profile.switchAccount')} at={open.at} items={accounts} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
