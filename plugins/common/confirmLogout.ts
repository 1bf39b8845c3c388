import type { PluginContext } from '../../sdk';

/**
 * Asks 'Would you like to logout?' with 'Yes, logout' and 'No, cancel' (docs/features/panel.md:
 * logout needs confirmation). True when the user said yes; Escape and closing say no.
 */
export async function confirmLogout(ctx: Pick<PluginContext, 'dialogs' | 'i18n'>): Promise<boolean> {
  const { t } = ctx.i18n;
  const { reason, value } = await ctx.dialogs.show('confirm', {
    title: t('logout.title'),
    message: t('logout.question'),
    buttons: ['ok', 'cancel'],
    labels: { ok: t('logout.yes'), cancel: t('logout.no') },
  });
  return reason === 'ok' && value === 'ok';
}
