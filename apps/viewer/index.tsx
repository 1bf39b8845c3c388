import { basename, definePlugin, isValidPath } from '../../sdk';
import { DataAppView } from './DataAppView';
import { FileView } from './FileView';
import './viewer.css';
import { VIEWER_STRINGS } from './strings';

/**
 * Shows a file of the VFS (launched with `args.path`: images through a signed URL, text as it is),
 * and opens data-defined applications (the profile's app type 2, docs/features/apps-and-plugins.md#launching: the launch
 * names the app in its args), whose forms and pages arrive with the app studio; until then their
 * window says which app it stands for. Its windows are not kept in the session: a session keeps
 * no args, and a Viewer without them has nothing to show.
 */
export const viewer = definePlugin({
  id: 'atrium.viewer',
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(VIEWER_STRINGS));
    ctx.apps.register({
      name: 'Viewer',
      sessionable: false,
      launch(app) {
        if (typeof app.args.path === 'string') {
          const path = app.args.path;
          app.openWindow({
            id: 'file',
            // A malformed path gets its error in the window, not a failed launch.
            title: isValidPath(path) ? basename(path) : path,
            dimension: { width: 560, height: 420 },
            content: <FileView vfs={ctx.vfs} path={path} />,
          });
          return;
        }
        const title = typeof app.args.title === 'string' && app.args.title.trim() !== '' ? app.args.title : String(app.args.app);
        app.openWindow({
          id: `viewer-${String(app.args.app)}`,
          title,
          dimension: { width: 420, height: 240 },
          content: <DataAppView title={title} />,
        });
      },
    });
  },
});
