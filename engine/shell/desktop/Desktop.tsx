import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { themeNamed, themeWithFont } from '../../chrome';
import type { PanelPosition, UserDetail } from '../../../server/contract';
import { useValue } from '../../core';
import { FONTS } from '../../fonts';
import { useTranslation } from '../../i18n';
import { openMenusOnLongPress, WidgetLayer, WindowLayer } from '../../overlay';
import { createDrawingWork, DesktopCanvas, DrawingWorkContext, WindowsProvider } from '../../scene';
import { AccountConsent, DesktopFooter } from '../account';
import { Notifications } from '../notifications/Notifications';
import { PANEL_HEIGHT } from '../panel/constants';
import { CHAT_APP, ProfileCard } from '../people';
import { Panel } from '../panel/Panel';
import { useServices } from '../services';
import { ShortcutSheet } from '../shortcuts';
import { applyFavicon, applyTheme, clearTheme } from '../theme';
import { createDesktop } from './createDesktop';
import { desktopLook } from './desktopLook';
import { suppressBrowserMenu } from './suppressBrowserMenu';
import { useLoadedFont } from './useLoadedFont';
import './desktop.css';

// Loaded with the view, in its chunk: the shell renders the view once the strings are in (desktopCode.ts).
export { desktopStringsReady } from './namespaces';

/**
 * The signed-in desktop. Loaded as its own chunk, so the login page never downloads Pixi, and
 * rendered once its strings are in the page's language (the shell's loadDesktopView).
 */
export default function Desktop() {
  const services = useServices();
  const { config, notifications, automation, bus, user, clock } = services;
  const { i18n } = useTranslation();
  const [desktop] = useState(() => createDesktop(services, i18n));
  const direction = useValue(desktop.direction);
  const resolution = config.testMode ? 1 : window.devicePixelRatio;
  const accountFavicon = useStore(user, (state) => state.profile?.active_account.preferences.favicon);
  const desktopSettings = useValue(desktop.settings.watch('desktop'));
  // A new look only when the settings change.
  const { panels, position, wallpaper, font, animations } = useMemo(
    () => desktopLook(desktopSettings, { development: config.development, origin: window.location.origin }),
    [desktopSettings, config.development],
  );
  // The theme service's choice: the settings', the account's or the system's (engine/shell/theme/themeService.ts).
  const themeName = useValue(desktop.theme.current).name;
  const insets = useMemo(() => (position === 'top' ? { top: PANEL_HEIGHT, bottom: 0 } : { top: 0, bottom: PANEL_HEIGHT }), [position]);
  // The chrome's titles are drawn once per theme: they change font only once its faces are loaded.
  const loadedFont = useLoadedFont(font);
  const theme = useMemo(() => themeWithFont(themeNamed(themeName), FONTS[loadedFont]), [themeName, loadedFont]);
  useLayoutEffect(() => {
    applyTheme(themeName, theme);
    return () => clearTheme();
  }, [themeName, theme]);
  // engine/shell/motion.css animates under this switch (and not for reduced-motion users).
  useLayoutEffect(() => {
    if (!animations) return;
    const root = document.documentElement;
    root.dataset.animations = 'on';
    return () => {
      delete root.dataset.animations;
    };
  }, [animations]);
  useEffect(() => {
    applyFavicon(accountFavicon);
    return () => applyFavicon(null);
  }, [accountFavicon]);
  const onPosition = useCallback(
    (next: PanelPosition) => desktop.settings.set('desktop', { panels: panels.map((panel, index) => (index === 0 ? { ...panel, position: next } : panel)) }),
    [desktop, panels],
  );

  const loadDetail = useCallback((userId: string) => services.http.request<UserDetail>('GET', `user/${encodeURIComponent(userId)}/detail`), [services.http]);
  const catalog = useValue(desktop.apps.catalog);
  const chat = useMemo(
    () => (catalog.some((entry) => entry.name === CHAT_APP) ? (detail: UserDetail) => void desktop.apps.launch(CHAT_APP, { user: detail.username }) : null),
    [catalog, desktop],
  );

  useEffect(() => {
    void desktop.start();
    return () => desktop.dispose();
  }, [desktop]);
  useEffect(() => suppressBrowserMenu(document), []);
  useEffect(() => openMenusOnLongPress(document), []);
  useEffect(() => automation?.attachDesktop(desktop, bus), [automation, desktop, bus]);

  // Only tests ask what the canvases still have to draw.
  const [drawingWork] = useState(() => (automation ? createDrawingWork() : null));
  useEffect(() => (drawingWork ? automation?.attachDrawing(drawingWork) : undefined), [automation, drawingWork]);

  // Set on the element, not rendered: a drag's start and end re-render nothing.
  const desktopRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = desktopRef.current;
    if (!element) return;
    const show = (action: boolean) => element.toggleAttribute('data-window-action', action);
    show(desktop.windowAction.get());
    const following = desktop.windowAction.subscribe(show);
    return () => following.dispose();
  }, [desktop]);

  return (
    <div ref={desktopRef} className="desktop">
      <DrawingWorkContext.Provider value={drawingWork}>
        <DesktopCanvas wallpaper={wallpaper} resolution={resolution} />
        <DesktopFooter bottom={insets.bottom} />
        <WindowsProvider windows={desktop.windows} scene={desktop.scene}>
          <WindowLayer
            host={desktop.host}
            theme={theme}
            direction={direction}
            resolution={resolution}
            insets={insets}
            mobileWidth={config.windows.mobile}
            inputMasked={desktop.inputMasked}
            underlay={
              <WidgetLayer
                service={desktop.widgetService}
                types={desktop.widgets.items}
                covered={desktop.desktopCovered}
                dialogs={desktop.dialogs}
                clock={clock}
                resolution={resolution}
                insets={insets}
              />
            }
          />
        </WindowsProvider>
      </DrawingWorkContext.Provider>
      <Panel
        items={desktop.panel.items}
        position={position}
        onPosition={desktop.settings.isLocked('desktop') ? null : onPosition}
      />
      <Notifications store={notifications} />
      <ProfileCard store={desktop.profileCard} loadDetail={loadDetail} chat={chat} />
      <AccountConsent dialogs={desktop.dialogs} />
      <ShortcutSheet store={desktop.shortcutSheet} bindings={desktop.keybindings.list} />
    </div>
  );
}
