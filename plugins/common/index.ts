/**
 * Helpers the built-in panel items share: popups that close on an outside click and open away
 * from the screen edge the panel sits on, their icon button and popup look (PanelButton,
 * panelItem.css), the logout question, the letter shown when an icon is missing, and the keys
 * that move along a toolbar of buttons (window list, workspace switcher). Not a
 * plugin; written against `sdk/` like the plugins that use it.
 */
import './panelItem.css';

export type { PanelButtonProps } from './PanelButton';
export { confirmLogout } from './confirmLogout';
export { firstLetter } from './firstLetter';
export { PanelButton } from './PanelButton';
export { useDismiss } from './useDismiss';
export { usePopupPlacement } from './usePopupPlacement';
export { failureText } from './failureText';
export { isRightToLeft, toolbarTarget } from './toolbarKeys';
export { LOGOUT_STRINGS } from './strings';
