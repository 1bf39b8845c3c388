import type { StoreApi } from 'zustand/vanilla';
import { DisposableStore, selectValue, writableValue, type Disposable, type ReadableValue } from '../../core';
import type { WidgetsState } from '../../widgets';
import { createAnyWindow, type WindowRecord, type WindowsStore } from '../../windows';

const inAction = (record: WindowRecord) => record.state.moving || record.state.resizing;

/**
 * Whether the desktop has a window action in progress (docs/features/widgets.md): a
 * window or a widget being moved or resized. Shown as `data-window-action` on the desktop, for
 * plugins' styles and for tests.
 */
export function createWindowAction(windows: WindowsStore, widgets: StoreApi<WidgetsState>): ReadableValue<boolean> & Disposable {
  const owned = new DisposableStore();
  const window = selectValue(windows, createAnyWindow(inAction));
  const widget = selectValue(widgets, (state) => state.active !== null);
  const either = writableValue(window.get() || widget.get());
  const update = () => either.set(window.get() || widget.get());
  owned.add(window.subscribe(update));
  owned.add(widget.subscribe(update));
  return { get: () => either.get(), subscribe: (listener) => either.subscribe(listener), dispose: () => owned.dispose() };
}
