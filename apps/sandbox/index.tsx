import { definePlugin } from '../../sdk';
import { SandboxContent } from './SandboxContent';
import { SANDBOX_STRINGS } from './strings';

/** A demo application for trying windows: each launch is a new instance with one window. */
export const sandbox = definePlugin({
  id: 'atrium.sandbox',
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(SANDBOX_STRINGS));
    let launches = 0;
    ctx.apps.register({
      name: 'Sandbox',
      // To try the 'Please Wait for network connection' mask: stop the server while typing.
      disableInputWhileDisconnected: true,
      launch(app) {
        launches += 1;
        app.openWindow({
          id: 'main',
          title: ctx.i18n.localize('sandbox.title', { index: launches }),
          dimension: { width: 420, height: 300 },
          content: <SandboxContent index={launches} />,
        });
      },
    });
  },
});
