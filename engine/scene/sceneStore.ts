import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ChromeControl, ControlUi } from '../chrome';
import type { Rect } from '../windows';

/** The control under the pointer, in which window. */
export interface HoveredControl extends ControlUi {
  wid: number;
}

/** An open window context menu and where it was asked for. */
export interface WindowMenu {
  wid: number;
  left: number;
  top: number;
}

export interface SceneState {
  hovered: HoveredControl | null;
  menu: WindowMenu | null;
  /** Where the dragged window would snap if released now (docs/features/windows.md#snap-and-tile), or null. */
  snapPreview: Rect | null;
}

export interface SceneActions {
  hover(wid: number, control: ChromeControl | null): void;
  press(wid: number, control: ChromeControl, pressed: boolean): void;
  openMenu(menu: WindowMenu | null): void;
  /** Set by a drag when its pointer enters or leaves a snap zone: once per zone change, not per step. */
  previewSnap(rect: Rect | null): void;
}

export type SceneStore = StoreApi<SceneState & SceneActions>;

/** View state shared by the DOM hit targets (which see the pointer) and the canvases (which draw it). */
export function createSceneStore(): SceneStore {
  return createStore<SceneState & SceneActions>()((set, get) => ({
    hovered: null,
    menu: null,
    snapPreview: null,
    hover(wid, control) {
      const current = get().hovered;
      if (control === null) {
        if (current?.wid === wid) set({ hovered: null });
        return;
      }
      if (current?.wid === wid && current.control === control) return;
      set({ hovered: { wid, control, pressed: false } });
    },
    press(wid, control, pressed) {
      const current = get().hovered;
      if (current?.wid === wid && current.control === control && current.pressed === pressed) return;
      set({ hovered: { wid, control, pressed } });
    },
    openMenu(menu) {
      set({ menu });
    },
    previewSnap(rect) {
      set({ snapPreview: rect });
    },
  }));
}
