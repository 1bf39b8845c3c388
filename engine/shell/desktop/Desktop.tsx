import { DesktopCanvas } from '../../scene';
import { Notifications } from '../notifications/Notifications';
import { Panel } from '../panel/Panel';
import { useServices } from '../services';

/** The signed-in desktop. Loaded as its own chunk, so the login page never downloads Pixi. */
export default function Desktop() {
  const { config, notifications, onDesktopScheduler } = useServices();
  return (
    <div className="desktop">
      <DesktopCanvas
        resolution={config.testMode ? 1 : window.devicePixelRatio}
        onScheduler={onDesktopScheduler}
      />
      <Panel />
      <Notifications store={notifications} />
    </div>
  );
}
