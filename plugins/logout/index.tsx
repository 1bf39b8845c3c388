import { useState } from 'react';
import { definePlugin, useTranslation, type PluginContext } from '../../sdk';
import { confirmLogout, LOGOUT_STRINGS, PanelButton } from '../common';
import { LOGOUT_ITEM_ID } from './constants';

/** The logout button (docs/features/panel.md): asks, then signs out. */
export const logout = definePlugin({
  id: LOGOUT_ITEM_ID,
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(LOGOUT_STRINGS));
    ctx.panel.register({ id: LOGOUT_ITEM_ID, slot: 'end', order: 30, render: () => <LogoutButton ctx={ctx} /> });
  },
});

function LogoutButton({ ctx }: { ctx: PluginContext }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      if (await confirmLogout(ctx)) await ctx.env.signOut();
    } finally {
      setBusy(false);
    }
  };
  return (
    <PanelButton label={busy ? t('logout.busy') : t('logout.label')} aria-haspopup="dialog" disabled={busy} onClick={() => void onClick()}>
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <path d="M8 4H4v12h4M12 6l4 4-4 4M16 10H8" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </PanelButton>
  );
}
