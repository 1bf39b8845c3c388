import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useStore } from 'zustand';
import { readText, useText, useValue, type Clock, type ReadableValue } from '../core';
import type { DialogService } from '../dialogs';
import { useTranslation } from '../i18n';
import { WidgetCanvas } from '../scene';
import { createSettleTimer, WIDGET_BAR_HEIGHT, WIDGET_DEFAULT_FPS, WIDGET_MOVE_CALLBACK_DELAY_MS, type WidgetDefinition, type WidgetInstance, type WidgetService, type WidgetViewProps as ViewProps } from '../widgets';
import type { Dimension, Position } from '../windows';
import { arrowAction } from './keyboard';
import { isMenuKey, Menu, type MenuItem } from './Menu';
import { startPointerDrag } from './pointerDrag';
import './widgetLayer.css';

export interface WidgetLayerProps {
  service: WidgetService;
  types: ReadableValue<readonly WidgetDefinition[]>;
  /** True while a maximized window covers the desktop: the widgets draw nothing then. */
  covered: ReadableValue<boolean>;
  dialogs: DialogService;
  clock: Clock;
  /** Device pixel ratio for the widgets' canvases; tests pin it to 1. */
  resolution: number;
  /** What the panel takes from the viewport's top and bottom: widgets live between. */
  insets: { top: number; bottom: number };
}

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const pageVisible = () => document.visibilityState === 'visible';

/**
 * The desktop's widgets, above the wallpaper and below the windows: each a transparent,
 * focusable hit target (a named group) holding the widget's canvas, is moved by dragging its
 * body or Alt+arrows, resized by its corner handle or Alt+Shift+arrows, and has a context menu
 * (right click, Shift+F10 or the menu key). Widgets of types not registered now are not shown;
 * their saved entries stay. No widget draws while the page is hidden or a maximized window
 * covers the desktop.
 */
export function WidgetLayer({ service, types, covered, dialogs, clock, resolution, insets }: WidgetLayerProps) {
  const { t } = useTranslation();
  const instances = useStore(service.store, (state) => state.instances);
  const registered = useValue(types);
  const byName = useMemo(() => new Map(registered.map((type) => [type.name, type])), [registered]);
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible);
  const hidden = useValue(covered);
  const running = visible && !hidden;
  const layerRef = useRef<HTMLDivElement>(null);
  // The desktop's own menu: 'Add Widget', then one entry per widget type. `at` is in page
  // coordinates; `place` relative to the desktop (null from the keyboard: the default offset).
  const [menu, setMenu] = useState<{ at: Position; place: Position | null; adding: boolean } | null>(null);

  // Only on the desktop itself: windows and widgets have menus of their own.
  const onContextMenu = (event: MouseEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    setMenu({ at: { left: event.clientX, top: event.clientY }, place: { left: event.clientX - box.left, top: event.clientY - box.top }, adding: false });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || !isMenuKey(event)) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    const start = document.documentElement.dir === 'rtl' ? box.right - 8 : box.left + 8;
    setMenu({ at: { left: start, top: box.top + 8 }, place: null, adding: false });
  };
  // A press on the bare desktop gives it the focus, so that Shift+F10 opens its menu.
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.focus();
  };
  const menuItems = (open: NonNullable<typeof menu>): MenuItem[] =>
    open.adding
      ? registered.map((type) => ({ label: readText(type.title), enabled: !service.locked, run: () => void service.add(type.name, open.place) }))
      : [{ label: t('widgets.add'), enabled: !service.locked && registered.length > 0, run: () => setMenu({ ...open, adding: true }) }];

  return (
    <div
      ref={layerRef}
      className="widget-layer"
      role="region"
      aria-label={t('widgets.desktop')}
      tabIndex={0}
      style={{ top: insets.top, bottom: insets.bottom }}
      onContextMenu={onContextMenu}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
    >
      {instances.map((instance) => {
        const definition = byName.get(instance.name);
        return definition ? (
          <WidgetView
            key={instance.id}
            instance={instance}
            definition={definition}
            service={service}
            dialogs={dialogs}
            clock={clock}
            resolution={resolution}
            running={running}
          />
        ) : null;
      })}
      {menu ? (
        <Menu
          key={menu.adding ? 'add' : 'desktop'}
          label={menu.adding ? t('widgets.add') : t('widgets.desktop')}
          at={menu.at}
          items={menuItems(menu)}
          onClose={(reason) => {
            setMenu(null);
            if (reason === 'done') layerRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

interface WidgetViewProps {
  instance: WidgetInstance;
  definition: WidgetDefinition;
  service: WidgetService;
  dialogs: DialogService;
  clock: Clock;
  resolution: number;
  running: boolean;
}

type DialogOpener = (closed: () => void) => { close: () => void };

/**
 * One dialog at a time for a widget (spec: a widget's dialog exists only once), closed when the
 * widget goes: whether one is open, and what opens one (`open` is given what to call when it closes).
 */
function useOneDialog(): [boolean, (open: DialogOpener) => void] {
  const handle = useRef<{ close: () => void } | null>(null);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => () => handle.current?.close(), []);
  const show = useCallback((open: DialogOpener) => {
    if (handle.current) return;
    setOpen(true);
    handle.current = open(() => {
      handle.current = null;
      setOpen(false);
    });
  }, []);
  return [isOpen, show];
}

/** A geometry change the pointer is making: shown at once, told to the store 44 ms after the pointer rests and on release. */
type Live = { position: Position; dimension: Dimension } | null;

function WidgetView({ instance, definition, service, dialogs, clock, resolution, running }: WidgetViewProps) {
  const { t } = useTranslation();
  const title = useText(definition.title);
  const { id } = instance;
  const active = useStore(service.store, (state) => state.active === id);
  const [live, setLive] = useState<Live>(null);
  const [menuAt, setMenuAt] = useState<Position | null>(null);
  const elementRef = useRef<HTMLDivElement>(null);
  const position = live?.position ?? instance.position;
  const dimension = live?.dimension ?? instance.dimension;
  const options = useMemo(() => ({ ...definition.text, ...instance.options }), [definition.text, instance.options]);

  const [dialogOpen, showDialog] = useOneDialog();

  const follow = (event: PointerEvent<HTMLElement>, next: (dx: number, dy: number) => NonNullable<Live>) => {
    if (event.button !== 0 || service.locked) return;
    event.preventDefault();
    event.stopPropagation();
    elementRef.current?.focus();
    service.setActive(id);
    let latest: NonNullable<Live> | null = null;
    // The store hears of the move when the pointer rests and when it is released.
    const tell = createSettleTimer(() => {
      if (!latest) return;
      service.move(id, latest.position);
      service.resize(id, latest.dimension);
    }, WIDGET_MOVE_CALLBACK_DELAY_MS);
    startPointerDrag(event.nativeEvent, event.currentTarget, {
      apply: (dx, dy) => {
        latest = next(dx, dy);
        setLive(latest);
        tell.poke();
      },
      end: () => {
        tell.flush();
        setLive(null);
        service.setActive(null);
      },
    });
  };
  const onMoveStart = (event: PointerEvent<HTMLElement>) => {
    // A view takes its own clicks: it moves by its title bar only.
    if (definition.view && !(event.target instanceof Element && event.target.closest('.widget__bar'))) return;
    follow(event, (dx, dy) => ({ position: { left: instance.position.left + dx, top: instance.position.top + dy }, dimension: instance.dimension }));
  };
  const onResizeStart = (event: PointerEvent<HTMLElement>) =>
    follow(event, (dx, dy) => ({
      position: instance.position,
      dimension: service.clampDimension(instance.name, { width: instance.dimension.width + dx, height: instance.dimension.height + dy }),
    }));

  const openMenu = useCallback((at: Position) => setMenuAt(at), []);
  const onContextMenu = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    event.stopPropagation();
    openMenu({ left: event.clientX, top: event.clientY });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys typed in a view's content are its own.
    if (definition.view && event.target !== event.currentTarget) return;
    if (isMenuKey(event)) {
      event.preventDefault();
      event.stopPropagation();
      const box = event.currentTarget.getBoundingClientRect();
      openMenu({ left: box.left + 8, top: box.top + 8 });
      return;
    }
    const action = service.locked ? null : arrowAction(event.nativeEvent, false);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'move') service.move(id, { left: instance.position.left + action.dx, top: instance.position.top + action.dy });
    else service.resize(id, { width: instance.dimension.width + action.dx, height: instance.dimension.height + action.dy });
  };

  const items: MenuItem[] = [];
  const editable = !service.locked && !dialogOpen;
  if (definition.text?.fontColor !== undefined) {
    items.push({
      label: t('widgets.setColor'),
      enabled: editable,
      run: () =>
        showDialog((closed) =>
          dialogs.open('colour', { value: String(options.fontColor) }, (reason, value) => {
            closed();
            if (reason === 'ok' && value) service.setOptions(id, { fontColor: value });
          }),
        ),
    });
  }
  if (definition.text?.fontFamily !== undefined) {
    items.push({
      label: t('widgets.setFont'),
      enabled: editable,
      run: () =>
        showDialog((closed) =>
          dialogs.open('font', { name: String(options.fontFamily), nameOnly: true }, (reason, value) => {
            closed();
            if (reason === 'ok' && value) service.setOptions(id, { fontFamily: value.name });
          }),
        ),
    });
  }
  items.push({ label: t('widgets.remove'), enabled: !service.locked, run: () => service.remove(id) });

  // The menu is the widget's sibling: inside it, React would bubble the menu's presses to the widget's drag.
  return (
    <>
      <div
        ref={elementRef}
        className={`widget${definition.view ? ' widget--view' : ''}${active ? ' widget--active' : ''}`}
        role="group"
        aria-roledescription={t('widgets.role')}
        aria-label={title}
        tabIndex={0}
        data-widget-id={id}
        style={{ transform: `translate(${position.left}px, ${position.top}px)`, width: dimension.width, height: dimension.height }}
        onPointerDown={onMoveStart}
        onContextMenu={onContextMenu}
        onKeyDown={onKeyDown}
      >
        {definition.view ? (
          <WidgetViewHost view={definition.view} title={title} elementId={`widget-${id}`} dimension={dimension} options={options} running={running} />
        ) : (
          <WidgetCanvas
            definition={definition}
            width={dimension.width}
            height={dimension.height}
            options={options}
            resolution={resolution}
            clock={clock}
            fps={definition.fps ?? WIDGET_DEFAULT_FPS}
            running={running}
          />
        )}
        {service.locked ? null : <div className="widget__resize" aria-hidden="true" onPointerDown={onResizeStart} />}
      </div>
      {menuAt ? (
        <Menu
          label={title}
          at={menuAt}
          items={items}
          onClose={(reason) => {
            setMenuAt(null);
            if (reason === 'done') elementRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

interface WidgetViewHostProps {
  view: ComponentType<ViewProps>;
  title: string;
  elementId: string;
  dimension: Dimension;
  options: Readonly<Record<string, unknown>>;
  running: boolean;
}

/**
 * A view widget: a title bar to move it by, and the view below it in an element of its own id,
 * marked as a widget's element so that a plugin handling a link inside it can name the widget.
 */
function WidgetViewHost({ view: View, title, elementId, dimension, options, running }: WidgetViewHostProps) {
  return (
    <>
      <div className="widget__bar">{title}</div>
      <div className="widget__view" id={elementId} data-widget-element="">
        <View elementId={elementId} width={dimension.width} height={Math.max(0, dimension.height - WIDGET_BAR_HEIGHT)} options={options} running={running} />
      </div>
    </>
  );
}
