import { useCallback, useEffect, useState } from 'react';
import { createAppLauncher } from '../../apps';
import { createDialogsAutomation, createWindowsAutomation } from '../../automation';
import { STANDARD_CHROME } from '../../chrome';
import { createDialogService, type Translate } from '../../dialogs';
import { activatePlugins } from '../../extensions';
import { useTranslation } from '../../i18n';
import { createWindowHost, WindowLayer } from '../../overlay';
import { createSceneStore, DesktopCanvas, WindowsProvider } from '../../scene';
import { createWindowsStore } from '../../windows';
import { Notifications } from '../notifications/Notifications';
import { PANEL_HEIGHT } from '../panel/constants';
import { Panel } from '../panel/Panel';
import { useServices } from '../services';

function createDesktop(apps: Parameters<typeof createAppLauncher>[0], t: Translate) {
  const windows = createWindowsStore();
  const scene = createSceneStore();
  const host = createWindowHost(windows);
  const launcher = createAppLauncher(apps, host.open);
  // Dialogs are windows with content: they need no host component of their own.
  const dialogs = createDialogService({ host, windows, t });
  return { windows, scene, host, launcher, dialogs };
}

/** The signed-in desktop. Loaded as its own chunk, so the login page never downloads Pixi. */
export default function Desktop() {
  const { config, notifications, apps, plugins, automation } = useServices();
  const { i18n } = useTranslation();
  const [desktop] = useState(() => createDesktop(apps, (key, values) => i18n.t(key, values)));
  const resolution = config.testMode ? 1 : window.devicePixelRatio;

  useEffect(
    () => automation?.attachWindows(createWindowsAutomation(desktop.windows, desktop.host, desktop.launcher)),
    [automation, desktop],
  );
  useEffect(() => automation?.attachDialogs(createDialogsAutomation(desktop.dialogs)), [automation, desktop]);
  useEffect(() => {
    const active = activatePlugins(plugins, { dialogs: desktop.dialogs, log: console });
    return () => active.dispose();
  }, [plugins, desktop]);

  const onDesktopFrame = useCallback(() => automation?.countFrame('desktop'), [automation]);
  const onChromeFrame = useCallback((canvas: 'chrome' | 'active') => automation?.countFrame(canvas), [automation]);

  return (
    <div className="desktop">
      <DesktopCanvas resolution={resolution} onFrame={onDesktopFrame} />
      <WindowsProvider windows={desktop.windows} scene={desktop.scene}>
        <WindowLayer
          host={desktop.host}
          theme={STANDARD_CHROME}
          resolution={resolution}
          topInset={PANEL_HEIGHT}
          mobileWidth={config.windows.mobile}
          onFrame={onChromeFrame}
        />
      </WindowsProvider>
      <Panel launcher={desktop.launcher} />
      <Notifications store={notifications} />
    </div>
  );
}
