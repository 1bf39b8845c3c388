/** The panel's height in CSS pixels; windows live below it (and styles.css sizes it the same). */
export const PANEL_HEIGHT = 40;
