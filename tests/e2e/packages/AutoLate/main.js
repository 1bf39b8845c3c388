// A test package: an autostart app that opens one window.
export default {
  id: 'test.AutoLate',
  activate(ctx) {
    ctx.apps.register({ name: 'AutoLate', launch: (app) => void app.openWindow({ id: 'main', title: 'AutoLate', content: 'AutoLate is running' }) });
  },
};
