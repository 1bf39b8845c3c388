import { definePlugin } from '../../sdk';
import { PROFILE_ITEM_ID } from './constants';
import './profile.css';
import { ProfileItem } from './ProfileItem';
import { LOGOUT_STRINGS } from '../common';

/**
 * The panel's profile item (docs/features/panel.md): the user's picture and name, opening
 * the profile side panel with Edit Preferences, Switch Account (more than one account) and Sign Out.
 */
export const profile = definePlugin({
  id: PROFILE_ITEM_ID,
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(LOGOUT_STRINGS));
    ctx.panel.register({ id: PROFILE_ITEM_ID, slot: 'end', order: 10, render: () => <ProfileItem ctx={ctx} /> });
  },
});
