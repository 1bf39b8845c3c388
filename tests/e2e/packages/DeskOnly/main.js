// A test package: a desktop-only app.
export default {
  id: 'test.DeskOnly',
  activate(ctx) {
    ctx.apps.register({ name: 'DeskOnly', launch: (app) => void app.openWindow({ id: 'main', title: 'Desk Only', content: 'A desktop app' }) });
  },
};
