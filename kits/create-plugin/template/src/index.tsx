import { useEffect, useState } from 'react';
import { definePlugin, useValue, useWindow, type Application, type PluginSocket } from '@atrium/sdk';

export default definePlugin({
  id: '{{id}}',
  // The shortcut sheet (Ctrl+/) lists the plugin's keybindings under this title.
  title: '{{title}}',
  activate(ctx) {
    // The application: launching it opens one window whose content is React.
    ctx.apps.register({
      name: '{{name}}',
      // While the connection to the server is down, its window is masked ('Please Wait for network connection').
      disableInputWhileDisconnected: true,
      launch(app) {
        const greet = () => void ctx.dialogs.show('alert', { message: 'Hello from a plugin' });
        app.openWindow({
          id: 'main',
          title: '{{title}}',
          dimension: { width: 360, height: 240 },
          content: <MainView onGreet={greet} app={app} socket={ctx.socket} />,
        });
      },
    });

    // A shortcut, changeable in the desktop settings by its id; the sheet shows its description.
    ctx.keybindings.register({ id: '{{id}}.open', key: 'Ctrl+Alt+H', description: 'Open {{title}}', run: () => void ctx.apps.launch('{{name}}') });

    // A button on the panel, at the end, before the built-in items there.
    ctx.panel.register({
      id: '{{id}}.panel',
      slot: 'end',
      order: -10,
      render: () => (
        <button type="button" onClick={() => void ctx.apps.launch('{{name}}')}>
          {{title}}
        </button>
      ),
    });

    // A desktop widget type: Atrium calls render once a second with a 2D canvas to draw on.
    ctx.widgets.register({
      name: '{{id}}.clock',
      title: '{{title}} Clock',
      dimension: { width: 300, height: 50 },
      fps: 1,
      render({ context, width, height, now }) {
        context.clearRect(0, 0, width, height);
        context.fillStyle = '#ffffff';
        context.font = `${Math.round(height * 0.6)}px sans-serif`;
        context.textAlign = 'center';
        context.textBaseline = 'middle';
        context.fillText(now.toLocaleTimeString(), width / 2, height / 2);
      },
    });
  },
});

function MainView({ onGreet, app, socket }: { onGreet: () => void; app: Application; socket: PluginSocket }) {
  const handle = useWindow();
  const [count, setCount] = useState(0);
  // The live connection: a wave goes to {{title}} on the user's other desktops (tabs, devices), and theirs comes here.
  const connected = useValue(socket.state) === 'connected';
  const [waves, setWaves] = useState(0);
  useEffect(() => {
    const subscription = socket.onDidReceive(app, () => setWaves((seen) => seen + 1));
    return () => subscription.dispose();
  }, [socket, app]);
  return (
    <div style={{ padding: 16, display: 'grid', gap: 8 }}>
      <p>This is window “{handle.id}” of {{title}}.</p>
      <p>Clicked {count} times</p>
      <p style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => setCount(count + 1)}>
          Count
        </button>
        <button type="button" onClick={onGreet}>
          Greet
        </button>
        <button type="button" disabled={!connected} onClick={() => socket.send(app, { wave: true })}>
          Wave
        </button>
      </p>
      <p>Waves from your other desktops: {waves}</p>
    </div>
  );
}
