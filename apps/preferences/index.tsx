import { definePlugin } from '../../sdk';
import { WINDOW_SIZE } from './constants';
import { PreferencesView } from './PreferencesView';
import './preferences.css';
import { PREFERENCES_STRINGS } from './strings';

/**
 * The desktop's preferences: language, panel position, wallpaper, theme and the application menu's
 * shortcut. Each change is saved at once in the shell's settings, which the desktop applies live.
 */
export const preferences = definePlugin({
  id: 'atrium.preferences',
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(PREFERENCES_STRINGS));
    ctx.apps.register({
      name: 'Preferences',
      launch(app) {
        app.openWindow({ id: 'main', title: app.title, dimension: WINDOW_SIZE, content: <PreferencesView ctx={ctx} /> });
      },
    });
  },
});
