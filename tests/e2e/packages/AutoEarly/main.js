// A test package: an autostart app that opens one window.
export default {
  id: 'test.AutoEarly',
  activate(ctx) {
    ctx.apps.register({ name: 'AutoEarly', launch: (app) => void app.openWindow({ id: 'main', title: 'AutoEarly', content: 'AutoEarly is running' }) });
  },
};
