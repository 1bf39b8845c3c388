import { partnerSides, resizeTogether, touchesOn, visibleWindows, type Edge, type EdgePartner, type Rect, type WindowRecord, type WindowsStore } from '../windows';
import type { DragHandlers } from './snapDrag';

const rectOf = (record: WindowRecord): Rect => ({ ...record.state.position, ...record.state.dimension });

/**
 * The snapped windows that share the edge a resize of snapped window `wid` moves
 * (docs/features/windows.md#snap-and-tile). Looked for once, when the resize starts: its steps
 * then touch these windows only.
 */
function partnersOf(windows: WindowsStore, wid: number, edge: Edge): EdgePartner[] {
  const state = windows.getState();
  const record = state.windows.get(wid);
  if (!record?.state.snap) return [];
  const start = rectOf(record);
  const candidates = visibleWindows(state);
  const partners: EdgePartner[] = [];
  for (const side of partnerSides(edge)) {
    for (const other of candidates) {
      if (other.wid === wid || !other.state.snap || other.state.maximized || !other.attributes.resizable) continue;
      const rect = rectOf(other);
      if (touchesOn(start, rect, side)) partners.push({ wid: other.wid, rect, side, minDimension: other.attributes.minDimension });
    }
  }
  return partners;
}

/**
 * Resizing window `wid` by handle `edge`: one store change a step, which also moves the shared
 * edge of the windows snapped beside it, so two windows snapped side by side resize together.
 */
export function edgeResize(wid: number, edge: Edge, windows: WindowsStore): DragHandlers {
  const actions = () => windows.getState();
  const record = actions().windows.get(wid);
  const start = record ? rectOf(record) : null;
  const partners = partnersOf(windows, wid, edge);
  actions().setResizing(wid, true);
  return {
    apply(dx, dy) {
      if (!record || !start) return;
      const { minDimension, maxDimension } = record.attributes;
      const moved = resizeTogether(start, edge, dx, dy, minDimension, maxDimension, partners);
      actions().batch(() => {
        actions().resize(wid, moved.rect);
        for (const partner of moved.partners) actions().resize(partner.wid, partner.rect);
      });
    },
    end: () => actions().setResizing(wid, false),
  };
}
