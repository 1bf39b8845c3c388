import { definePlugin } from '../../sdk';
import { createClipboard } from './clipboard';
import { FAILURE_REPORT } from './commands';
import { failureReport } from './FailureReport';
import { launchFiles } from './launchFiles';
import { preferencesValue, type FilesPreferences } from './preferences';
import './files.css';
import { FILES_STRINGS } from './strings';

/**
 * The file manager: a window per launch on a folder of the virtual file system (`args.path`, by
 * default `home:/`), the Trash, uploads and downloads, and files opened with their default
 * application. Copy and Cut are shared by all its windows; its View choices are the user's settings.
 */
export const files = definePlugin({
  id: 'atrium.files',
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(FILES_STRINGS));
    const clipboard = createClipboard();
    const preferences = preferencesValue(ctx.settings.values);
    const setPreferences = (change: Partial<FilesPreferences>) => {
      // A locked namespace keeps what it has: the view stays as the administrator set it.
      if (!ctx.settings.locked) ctx.settings.set(change);
    };
    ctx.subscriptions.add(ctx.dialogs.register(FAILURE_REPORT, failureReport));
    ctx.subscriptions.add(
      ctx.apps.register({
        name: 'Files',
        launch: (app) =>
          launchFiles(app, {
            vfs: ctx.vfs,
            dialogs: ctx.dialogs,
            t: ctx.i18n.t,
            locale: ctx.env.locale,
            clipboard,
            preferences,
            setPreferences,
            openFile: (entry, parent) => ctx.apps.openFile(entry, parent === null ? {} : { parent }),
          }),
      }),
    );
  },
});
