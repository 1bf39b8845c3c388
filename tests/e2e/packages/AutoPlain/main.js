// A test package: an autostart app that opens one window.
export default {
  id: 'test.AutoPlain',
  activate(ctx) {
    ctx.apps.register({ name: 'AutoPlain', launch: (app) => void app.openWindow({ id: 'main', title: 'AutoPlain', content: 'AutoPlain is running' }) });
  },
};
