import { chromeLayout, windowPieces, type ChromeState, type ChromeTheme, type ControlUi, type Piece } from '../../chrome';
import type { Rect, WindowAttributes, WindowRecord } from '../../windows';

/** The pieces of a window's chrome drawn at `outer`. */
export function chromeOf(attributes: WindowAttributes, state: ChromeState, outer: Rect, ui: ControlUi | null, theme: ChromeTheme): Piece[] {
  return windowPieces(chromeLayout(outer, attributes, theme), state, ui, theme);
}

export function chromeStateOf(record: WindowRecord): ChromeState {
  const { title, breadcrumb, icon } = record;
  return { title, breadcrumb, icon, focused: record.state.focused, maximized: record.state.maximized };
}
