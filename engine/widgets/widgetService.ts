import { createStore, type StoreApi } from 'zustand/vanilla';
import { DisposableStore, toDisposable, type Disposable, type ReadableValue } from '../core';
import type { WidgetDefinition } from './definition';
import type { SettingsLoadState } from '../settings';
import type { Dimension, Position } from '../windows';
import {
  WIDGET_DEFAULT_DIMENSION,
  WIDGET_DEFAULT_MAX_DIMENSION,
  WIDGET_DEFAULT_MIN_DIMENSION,
  WIDGET_INITIAL_CLAMP_DELAY_MS,
  WIDGET_MAX_ENTRIES,
  WIDGET_RESIZE_CLAMP_DEBOUNCE_MS,
  WIDGET_SAVE_DEBOUNCE_MS,
} from './constants';
import { entryGeometry, otherOptions, readWidgetEntries, widgetEntry } from './entries';
import { clampWidgetDimension, clampWidgetPosition, newWidgetPosition, type SizeLimits } from './geometry';
import { createSettleTimer } from './settleTimer';
import type { WidgetInstance } from './types';

export interface WidgetsState {
  /** Every saved widget, of a registered type or not, in saved order: later ones draw above. */
  instances: readonly WidgetInstance[];
  /** The widget being moved or resized: drawn active, and the desktop has a window action in progress. */
  active: number | null;
}

export interface WidgetServiceDeps {
  /** The user's `desktop` settings and whether they have loaded: nothing is saved before. */
  settings: {
    loadState: ReadableValue<SettingsLoadState>;
    widgets(): unknown;
    save(widgets: readonly unknown[]): void;
    /** The desktop is locked: widgets show, but none is added, moved or removed. */
    locked: boolean;
  };
  /** Registered widget types by name. */
  types: { get(name: string): WidgetDefinition | undefined };
  /** The desktop's size now (widgets are placed relative to its top-left corner). */
  desktop: () => Dimension;
  /** Calls `listener` when the browser window is resized; returns what stops it. */
  onResize: (listener: () => void) => Disposable;
  /**
   * Calls `listener` when the desktop's rectangle changes (the panel moved or grew); null when
   * widgets are not clamped then (configuration windows.clampToViewport off).
   */
  onDesktopChange: ((listener: () => void) => Disposable) | null;
}

export interface WidgetService extends Disposable {
  readonly store: StoreApi<WidgetsState>;
  readonly locked: boolean;
  /** The size limits of widget type `name` (spec defaults for what it leaves out). */
  limits(name: string): SizeLimits;
  /** `wanted` within the size limits of widget type `name`. */
  clampDimension(name: string, wanted: Dimension): Dimension;
  /**
   * Adds a widget of type `name` at `at` (relative to the desktop; the default offset when null),
   * inside the desktop; returns its id, or null when the type is unknown, the desktop locked,
   * the saved list not loaded yet or full.
   */
  add(name: string, at: Position | null): number | null;
  move(id: number, position: Position): void;
  resize(id: number, dimension: Dimension): void;
  /** Merges options (the clock's fontFamily, fontColor) into widget `id`. */
  setOptions(id: number, options: Readonly<Record<string, unknown>>): void;
  remove(id: number): void;
  /**
   * Marks the widget the pointer is moving or resizing (null when released). Changes made while a
   * widget is active are saved once it is released.
   */
  setActive(id: number | null): void;
  /** Clamps every widget inside the desktop (after start, on a browser-window resize, on a desktop change). */
  clampAll(): void;
  /** Reads the saved widgets once the settings have loaded, and clamps them shortly after. */
  start(): void;
}

/**
 * The desktop's widgets (docs/features/widgets.md): read from the user's
 * `desktop.widgets` once the settings have loaded, changed by the widget layer, and saved
 * WIDGET_SAVE_DEBOUNCE_MS after the last change. Entries of types that are not registered now
 * (a plugin not loaded) are kept and saved back unchanged.
 */
export function createWidgetService(deps: WidgetServiceDeps): WidgetService {
  const owned = new DisposableStore();
  const store = createStore<WidgetsState>(() => ({ instances: [], active: null }));
  let loaded = false;
  let nextId = 1;
  const saver = createSettleTimer(() => deps.settings.save(store.getState().instances.map(widgetEntry)), WIDGET_SAVE_DEBOUNCE_MS);
  const clamper = createSettleTimer(() => service.clampAll(), WIDGET_RESIZE_CLAMP_DEBOUNCE_MS);
  owned.add(
    toDisposable(() => {
      saver.cancel();
      clamper.cancel();
    }),
  );

  const limits = (name: string): SizeLimits => {
    const type = deps.types.get(name);
    const dimension = type?.dimension ?? WIDGET_DEFAULT_DIMENSION;
    // A type that names no minimum may still be made as small as its own default size.
    const min = type?.minDimension ?? {
      width: Math.min(WIDGET_DEFAULT_MIN_DIMENSION.width, dimension.width),
      height: Math.min(WIDGET_DEFAULT_MIN_DIMENSION.height, dimension.height),
    };
    return {
      min,
      max: type?.maxDimension ?? WIDGET_DEFAULT_MAX_DIMENSION,
      aspect: type?.aspect ? dimension.width / dimension.height : null,
    };
  };

  const save = () => saver.poke();

  const mutable = () => loaded && !deps.settings.locked;
  const update = (id: number, change: (instance: WidgetInstance) => WidgetInstance) => {
    if (!mutable()) return;
    const { instances } = store.getState();
    const index = instances.findIndex((instance) => instance.id === id);
    const current = instances[index];
    if (!current) return;
    const next = change(current);
    if (next === current) return;
    store.setState({ instances: instances.with(index, next) });
    if (store.getState().active !== id) save();
  };
  const samePosition = (a: Position, b: Position) => a.left === b.left && a.top === b.top;

  const read = () => {
    if (loaded) return;
    loaded = true;
    const desktop = deps.desktop();
    const instances = readWidgetEntries(deps.settings.widgets()).map((entry): WidgetInstance => {
      const type = deps.types.get(entry.name);
      const geometry = entryGeometry(entry, type?.dimension ?? WIDGET_DEFAULT_DIMENSION, desktop);
      return { id: nextId++, name: entry.name, ...geometry, options: otherOptions(entry.options) };
    });
    store.setState({ instances });
    const timer = setTimeout(() => service.clampAll(), WIDGET_INITIAL_CLAMP_DELAY_MS);
    owned.add(toDisposable(() => clearTimeout(timer)));
  };

  const service: WidgetService = {
    store,
    locked: deps.settings.locked,
    limits,
    clampDimension: (name, wanted) => clampWidgetDimension(wanted, limits(name)),
    add(name, at) {
      const type = deps.types.get(name);
      if (!type || !mutable() || store.getState().instances.length >= WIDGET_MAX_ENTRIES) return null;
      const dimension = clampWidgetDimension(type.dimension, limits(name));
      const position = newWidgetPosition(at, dimension, deps.desktop());
      const id = nextId++;
      store.setState((state) => ({ instances: [...state.instances, { id, name, position, dimension, options: {} }] }));
      save();
      return id;
    },
    move(id, wanted) {
      update(id, (instance) => {
        const position = clampWidgetPosition(wanted, instance.dimension, deps.desktop());
        return samePosition(position, instance.position) ? instance : { ...instance, position };
      });
    },
    resize(id, wanted) {
      update(id, (instance) => {
        const dimension = clampWidgetDimension(wanted, limits(instance.name));
        if (dimension.width === instance.dimension.width && dimension.height === instance.dimension.height) return instance;
        return { ...instance, dimension, position: clampWidgetPosition(instance.position, dimension, deps.desktop()) };
      });
    },
    setOptions(id, options) {
      update(id, (instance) => ({ ...instance, options: { ...instance.options, ...otherOptions(options) } }));
    },
    remove(id) {
      if (!mutable()) return;
      const { instances, active } = store.getState();
      if (!instances.some((instance) => instance.id === id)) return;
      store.setState({ instances: instances.filter((instance) => instance.id !== id), active: active === id ? null : active });
      save();
    },
    setActive(id) {
      const { active } = store.getState();
      if (active === id) return;
      store.setState({ active: id });
      if (id === null && mutable()) save();
    },
    clampAll() {
      const desktop = deps.desktop();
      const { instances } = store.getState();
      const next = instances.map((instance) => {
        const position = clampWidgetPosition(instance.position, instance.dimension, desktop);
        return samePosition(position, instance.position) ? instance : { ...instance, position };
      });
      if (next.every((instance, index) => instance === instances[index])) return;
      store.setState({ instances: next });
      if (mutable()) save();
    },
    start() {
      if (deps.settings.loadState.get() === 'loaded') read();
      else {
        const waiting = owned.add(
          deps.settings.loadState.subscribe((state) => {
            if (state !== 'loaded') return;
            waiting.dispose();
            read();
          }),
        );
      }
      owned.add(deps.onResize(() => clamper.poke()));
      if (deps.onDesktopChange) owned.add(deps.onDesktopChange(() => clamper.poke()));
    },
    dispose: () => owned.dispose(),
  };
  return service;
}
