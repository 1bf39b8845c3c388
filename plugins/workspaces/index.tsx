import { definePlugin } from '../../sdk';
import { WORKSPACES_STRINGS } from './strings';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';
import './workspaces.css';

/** The panel item's id. */
export const WORKSPACES_ITEM_ID = 'atrium.workspaces';

/** The workspace switcher on the panel, before the window list (docs/features/windows.md#workspaces). */
export const workspaces = definePlugin({
  id: WORKSPACES_ITEM_ID,
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(WORKSPACES_STRINGS));
    ctx.panel.register({
      id: WORKSPACES_ITEM_ID,
      slot: 'center',
      order: -1,
      render: () => <WorkspaceSwitcher workspaces={ctx.workspaces} prompt={(options) => ctx.dialogs.show('prompt', options)} />,
    });
  },
});
