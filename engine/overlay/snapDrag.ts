import type { SceneStore } from '../scene';
import { displayRect, snapRect, snapTargetAt, unsnappedPosition, type Position, type SnapTarget, type WindowRecord, type WindowsStore } from '../windows';

/** What a pointer drag hands each frame's offset to, and tells when it ends. */
export interface DragHandlers {
  apply: (dx: number, dy: number) => void;
  end: () => void;
}

/** Where a window that may do `target` can go: maximize needs maximizable, a zone needs a resizable window. */
function allowed(record: WindowRecord, target: SnapTarget | null): SnapTarget | null {
  if (target === null) return null;
  if (target === 'maximize') return record.attributes.maximizable ? target : null;
  return record.attributes.resizable ? target : null;
}

/**
 * Moving window `wid` by its header, grabbed at page point `grab` (docs/features/windows.md#snap-and-tile).
 * Each step is one store change (the move; at the first step also the moving flag and leaving its
 * zone), plus a preview change only when the pointer enters or leaves a zone: a zone is found
 * from the pointer and the desktop alone, so a step costs the same at any number of windows.
 * A snapped window leaves its zone at the first step, back at its earlier size under the pointer.
 * Released in a zone, the window snaps there (or maximizes, at the top edge).
 */
export function moveDrag(wid: number, grab: Position, windows: WindowsStore, scene: SceneStore): DragHandlers {
  const actions = () => windows.getState();
  let start: Position | null = null;
  let target: SnapTarget | null = null;

  const begin = (record: WindowRecord): Position => {
    actions().setMoving(wid, true);
    const { snap } = record.state;
    if (!snap) return record.state.position;
    const { desktop, mobile } = actions();
    actions().unsnap(wid, unsnappedPosition(displayRect(record, desktop, mobile), snap.restore, grab));
    return actions().windows.get(wid)?.state.position ?? record.state.position;
  };

  return {
    apply(dx, dy) {
      const record = actions().windows.get(wid);
      if (!record) return;
      // Outside the move's batch, which would hide the position that leaving the zone gave it.
      start ??= begin(record);
      const from = start;
      actions().move(wid, { left: from.left + dx, top: from.top + dy });
      const next = allowed(record, snapTargetAt({ left: grab.left + dx, top: grab.top + dy }, actions().desktop));
      if (next === target) return;
      target = next;
      scene.getState().previewSnap(next === null ? null : snapRect(next, actions().desktop));
    },
    end() {
      if (start === null) return;
      actions().batch(() => {
        actions().setMoving(wid, false);
        if (target === 'maximize') actions().maximize(wid);
        else if (target !== null) actions().snap(wid, target);
      });
      if (target !== null) scene.getState().previewSnap(null);
    },
  };
}
