import { chromeLayout, windowPieces, type ChromeState, type ChromeTheme, type ControlUi, type Piece } from '../../chrome';
import type { TextDirection } from '../../i18n';
import type { Rect, WindowAttributes, WindowRecord } from '../../windows';

/** The pieces of a window's chrome drawn at `outer`, laid out for a page running in `direction`. */
export function chromeOf(
  attributes: WindowAttributes,
  state: ChromeState,
  outer: Rect,
  ui: ControlUi | null,
  theme: ChromeTheme,
  direction: TextDirection,
): Piece[] {
  return windowPieces(chromeLayout(outer, attributes, theme, direction), state, ui, theme);
}

export function chromeStateOf(record: WindowRecord): ChromeState {
  const { title, breadcrumb, icon } = record;
  return { title, breadcrumb, icon, focused: record.state.focused, maximized: record.state.maximized };
}
