import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toDisposable, writableValue } from '../../../engine/core';
import type { WidgetDefinition } from '../../../engine/extensions';
import type { SettingsLoadState } from '../../../engine/settings';
import {
  createWidgetService,
  createWidgetTypes,
  WIDGET_INITIAL_CLAMP_DELAY_MS,
  WIDGET_OVERWRITE_WARNING,
  WIDGET_RESIZE_CLAMP_DEBOUNCE_MS,
  WIDGET_SAVE_DEBOUNCE_MS,
} from '../../../engine/widgets';

const clock: WidgetDefinition = {
  name: 'digitalclock',
  title: 'Digital Clock',
  dimension: { width: 300, height: 50 },
  minDimension: { width: 150, height: 25 },
  maxDimension: { width: 800, height: 800 },
  render: () => undefined,
};

function setUp({ saved = [] as unknown[], locked = false, loaded = true, clampToViewport = true } = {}) {
  const loadState = writableValue<SettingsLoadState>(loaded ? 'loaded' : 'loading');
  const save = vi.fn<(widgets: readonly unknown[]) => void>();
  const types = createWidgetTypes({ warn: vi.fn() });
  types.register(clock);
  let desktop = { left: 0, top: 40, width: 1280, height: 760 };
  let resized = () => {};
  let desktopChanged = () => {};
  const service = createWidgetService({
    settings: { loadState, widgets: () => saved, save, locked },
    types,
    desktop: () => desktop,
    onResize: (listener) => {
      resized = listener;
      return toDisposable(() => (resized = () => {}));
    },
    onDesktopChange: clampToViewport
      ? (listener) => {
          desktopChanged = listener;
          return toDisposable(() => (desktopChanged = () => {}));
        }
      : null,
  });
  const geometry = () => service.store.getState().instances.map((widget) => ({ ...widget.position, ...widget.dimension }));
  return {
    service,
    save,
    loadState,
    geometry,
    resizeDesktop(width: number, height: number) {
      desktop = { ...desktop, width, height };
      resized();
    },
    /** The desktop's rectangle changes with no browser-window resize (a taller panel). */
    changeDesktop(height: number) {
      desktop = { ...desktop, height };
      desktopChanged();
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('widget service', () => {
  it('reads the saved widgets only once the settings have loaded, and saves nothing before', () => {
    const { service, save, loadState, geometry } = setUp({ saved: [{ name: 'digitalclock', options: { position: { top: 30, left: 40 } } }], loaded: false });
    service.start();
    expect(service.add('digitalclock', null)).toBeNull();
    expect(geometry()).toEqual([]);
    loadState.set('loaded');
    expect(geometry()).toEqual([{ left: 40, top: 30, width: 300, height: 50 }]);
    vi.runAllTimers();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the widget list 100 ms after the last change, once', () => {
    const { service, save } = setUp();
    service.start();
    const id = service.add('digitalclock', null);
    expect(id).not.toBeNull();
    vi.advanceTimersByTime(WIDGET_SAVE_DEBOUNCE_MS - 1);
    service.setOptions(id ?? 0, { fontColor: '#ff0000' });
    vi.advanceTimersByTime(WIDGET_SAVE_DEBOUNCE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save.mock.calls).toEqual([
      [[{ name: 'digitalclock', options: { fontColor: '#ff0000', position: { top: 15, left: 15 }, dimension: { width: 300, height: 50 } } }]],
    ]);
  });

  it('saves what a drag changed when the widget is released, not while it moves', () => {
    const { service, save, geometry } = setUp();
    service.start();
    const id = service.add('digitalclock', { left: 100, top: 100 }) ?? 0;
    vi.runAllTimers();
    save.mockClear();
    service.setActive(id);
    service.move(id, { left: 200, top: 150 });
    service.resize(id, { width: 400, height: 10 });
    vi.advanceTimersByTime(1000);
    expect(save).not.toHaveBeenCalled();
    expect(geometry()).toEqual([{ left: 200, top: 150, width: 400, height: 25 }]);
    service.setActive(null);
    vi.advanceTimersByTime(WIDGET_SAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('clamps the widgets inside the desktop 100 ms after start and 200 ms after the browser window stops resizing', () => {
    const saved = [{ name: 'digitalclock', options: { position: { left: 1200, top: 10 } } }];
    const { service, geometry, resizeDesktop } = setUp({ saved });
    service.start();
    expect(geometry()).toEqual([{ left: 1200, top: 10, width: 300, height: 50 }]);
    vi.advanceTimersByTime(WIDGET_INITIAL_CLAMP_DELAY_MS);
    expect(geometry()).toEqual([{ left: 980, top: 10, width: 300, height: 50 }]);
    resizeDesktop(1000, 700);
    vi.advanceTimersByTime(WIDGET_RESIZE_CLAMP_DEBOUNCE_MS - 1);
    resizeDesktop(900, 700);
    vi.advanceTimersByTime(WIDGET_RESIZE_CLAMP_DEBOUNCE_MS - 1);
    expect(geometry()).toEqual([{ left: 980, top: 10, width: 300, height: 50 }]);
    vi.advanceTimersByTime(1);
    expect(geometry()).toEqual([{ left: 600, top: 10, width: 300, height: 50 }]);
  });

  it.each([
    [true, 650],
    [false, 700],
  ])('with windows.clampToViewport %s, clamps the widgets 200 ms after the desktop itself changes: top %i', (clampToViewport, top) => {
    const saved = [{ name: 'digitalclock', options: { position: { left: 10, top: 700 } } }];
    const { service, geometry, changeDesktop, save } = setUp({ saved, clampToViewport });
    service.start();
    vi.advanceTimersByTime(WIDGET_INITIAL_CLAMP_DELAY_MS);
    expect(geometry()).toEqual([{ left: 10, top: 700, width: 300, height: 50 }]);
    changeDesktop(700);
    vi.advanceTimersByTime(WIDGET_RESIZE_CLAMP_DEBOUNCE_MS - 1);
    expect(geometry()[0]?.top).toBe(700);
    vi.advanceTimersByTime(1 + WIDGET_SAVE_DEBOUNCE_MS);
    expect(geometry()[0]?.top).toBe(top);
    expect(save).toHaveBeenCalledTimes(clampToViewport ? 1 : 0);
    service.dispose();
  });

  it('keeps the entries of types not registered and saves them back as they were', () => {
    const other = { name: 'acme.weather', options: { position: { left: 5, top: 6 }, dimension: { width: 250, height: 250 }, city: 'Oslo' } };
    const { service, save } = setUp({ saved: [other] });
    service.start();
    service.add('digitalclock', null);
    vi.runAllTimers();
    expect(save.mock.calls.at(-1)?.[0]).toEqual([
      { name: 'acme.weather', options: { city: 'Oslo', position: { top: 6, left: 5 }, dimension: { width: 250, height: 250 } } },
      { name: 'digitalclock', options: { position: { top: 15, left: 15 }, dimension: { width: 300, height: 50 } } },
    ]);
  });

  it("gives a type that names no size limits the spec's 200×200 to 800×800, and never a minimum above its own default size", () => {
    const { service } = setUp();
    const types = { banner: { dimension: { width: 300, height: 50 } }, board: { dimension: { width: 400, height: 300 } } };
    expect(service.limits('digitalclock')).toEqual({ min: { width: 150, height: 25 }, max: { width: 800, height: 800 }, aspect: null });
    const withTypes = createWidgetService({
      settings: { loadState: writableValue<SettingsLoadState>('loaded'), widgets: () => [], save: vi.fn(), locked: false },
      types: { get: (name) => (name in types ? { name, title: name, render: () => undefined, ...types[name as keyof typeof types] } : undefined) },
      desktop: () => ({ width: 1280, height: 760 }),
      onResize: () => toDisposable(() => undefined),
      onDesktopChange: null,
    });
    expect(withTypes.limits('banner').min).toEqual({ width: 200, height: 50 });
    expect(withTypes.limits('board').min).toEqual({ width: 200, height: 200 });
    expect(withTypes.limits('board').max).toEqual({ width: 800, height: 800 });
    withTypes.start();
    const id = withTypes.add('banner', null) ?? 0;
    expect(withTypes.store.getState().instances[0]?.dimension).toEqual({ width: 300, height: 50 });
    withTypes.resize(id, { width: 10, height: 10 });
    expect(withTypes.store.getState().instances[0]?.dimension).toEqual({ width: 200, height: 50 });
    withTypes.dispose();
  });

  it('removes a widget, and on a locked desktop neither adds, moves nor removes one', () => {
    const saved = [{ name: 'digitalclock', options: {} }];
    const open = setUp({ saved });
    open.service.start();
    const [first] = open.service.store.getState().instances;
    open.service.remove(first?.id ?? 0);
    expect(open.service.store.getState().instances).toEqual([]);

    const locked = setUp({ saved, locked: true });
    locked.service.start();
    const [kept] = locked.service.store.getState().instances;
    expect(locked.service.locked).toBe(true);
    expect(locked.service.add('digitalclock', null)).toBeNull();
    locked.service.move(kept?.id ?? 0, { left: 300, top: 300 });
    locked.service.remove(kept?.id ?? 0);
    vi.runAllTimers();
    expect(locked.geometry()).toEqual([{ left: 15, top: 15, width: 300, height: 50 }]);
    expect(locked.save).not.toHaveBeenCalled();
  });

  it('adds no widget of an unknown type', () => {
    const { service } = setUp();
    service.start();
    expect(service.add('acme.weather', null)).toBeNull();
  });
});

describe('widget types', () => {
  it("replace a type registered again under its name, logging 'Overwriting previously registered widget item'", () => {
    const log = { warn: vi.fn() };
    const types = createWidgetTypes(log);
    const first = types.register(clock);
    const second = { ...clock, title: 'Another clock' };
    types.register(second);
    expect(log.warn.mock.calls).toEqual([[WIDGET_OVERWRITE_WARNING]]);
    expect(WIDGET_OVERWRITE_WARNING).toBe('Overwriting previously registered widget item');
    expect(types.get('digitalclock')).toBe(second);
    first.dispose();
    expect(types.items.get()).toEqual([second]);
  });
});
