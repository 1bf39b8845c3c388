import { definePlugin } from '../../sdk';

/**
 * Opens data-defined applications (the profile's app type 2, spec shell section 4): the launch
 * names the app in its args. Their forms and pages arrive with the app studio; until then the
 * window says which app it stands for.
 */
export const viewer = definePlugin({
  id: 'atrium.viewer',
  activate(ctx) {
    ctx.apps.register({
      name: 'Viewer',
      launch(app) {
        const title = typeof app.args.title === 'string' && app.args.title.trim() !== '' ? app.args.title : String(app.args.app);
        app.openWindow({
          id: `viewer-${String(app.args.app)}`,
          title,
          dimension: { width: 420, height: 240 },
          content: (
            <div style={{ padding: 16, font: '14px/1.5 Roboto, sans-serif' }}>
              <p>
                <strong>{title}</strong> is defined by data and opened through the Viewer.
              </p>
              <p>Its pages will show here once the app studio publishes them.</p>
            </div>
          ),
        });
      },
    });
  },
});
