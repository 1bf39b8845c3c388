/**
 * The design tokens: every colour Atrium's DOM and canvas use, by the role it plays. A theme is one
 * {@link ThemeTokens} object (engine/theme/values/), type-checked to give every token a value; the
 * DOM reads the colours and radii as `--atrium-*` custom properties (see {@link tokenProperty}),
 * the canvas chrome reads the same object (engine/chrome/theme.ts). docs/features/theming.md lists them.
 */
export interface ColorTokens {
  /** Body text on surfaces. */
  ink: string;
  /** Secondary text: captions, metadata, empty states. */
  muted: string;
  /** Help text under a field, a little darker than muted. */
  hint: string;
  /** Text of disabled menu entries. */
  disabled: string;
  /** Text of disabled dialog buttons (on surfaceMuted). */
  disabledStrong: string;
  /** Glyphs of disabled toolbar buttons. */
  disabledSoft: string;
  /** The theme's colour: default buttons, selected toggles, the login page's brand side. */
  accent: string;
  /** Accent under the pointer or pressed. */
  accentStrong: string;
  /** Text and glyphs on accent, primary, danger and status fills. */
  onAccent: string;
  /** Apps' action colour: primary buttons, the selected result, links. */
  primary: string;
  /** Keyboard focus rings on surfaces. */
  focus: string;
  /** Windows, menus, popups, fields. */
  surface: string;
  /** Toolbars and quiet areas inside a surface. */
  surfaceSunken: string;
  /** Dialogs' button rows and previews. */
  surfaceSubtle: string;
  /** A field's or card's quiet background (profile menu header). */
  surfaceQuiet: string;
  /** Disabled buttons, pressed dialog buttons, the viewer's stage. */
  surfaceMuted: string;
  /** The viewer's stage behind an image. */
  stage: string;
  /** The login page's background. */
  loginBackground: string;
  /** A row or entry under the pointer (menus, lists). */
  menuHover: string;
  /** A row under the pointer in result lists. */
  rowHover: string;
  /** The selected or pressed row in result lists. */
  rowSelected: string;
  /** Task lists' header and pressed rows. */
  rowQuiet: string;
  /** A chosen chip or list row. */
  rowChosen: string;
  /** Borders of buttons and fields in dialogs. */
  border: string;
  /** Borders of text fields and selects. */
  borderControl: string;
  /** Borders of apps' fields and tiles (notes, preferences). */
  borderField: string;
  /** Quiet borders: checkbox lists, code blocks. */
  borderSoft: string;
  /** Lines between sections of a surface. */
  divider: string;
  /** Lines between rows of a list. */
  dividerSoft: string;
  /** The faintest row lines (notification history). */
  dividerFaint: string;
  /** Files' grid lines. */
  gridLine: string;
  /** Lines on surfaces drawn as translucent black, over any background: dashboard tiles. */
  lineTranslucent: string;
  /** Stronger translucent lines: dashboard tile editing. */
  lineTranslucentStrong: string;
  /** The faintest translucent lines: dashboard table rows. */
  lineTranslucentFaint: string;
  /** Error text (the shell's messages). */
  error: string;
  /** The background of an error message block. */
  errorSurface: string;
  /** Invalid fields, destructive actions, the red status and badges. */
  danger: string;
  /** Success text and the green status. */
  success: string;
  /** Warning text. */
  warning: string;
  /** The yellow status. */
  caution: string;
  /** The neutral (blue-grey) status. */
  neutral: string;
  /** A progress spinner's track. */
  track: string;
  /** A switch that is off. */
  switchOff: string;
  /** The panel's bar (translucent over the wallpaper). */
  panelBg: string;
  /** Text and glyphs on the panel. */
  panelText: string;
  /** Panel buttons under the pointer. */
  panelHover: string;
  /** Panel buttons pressed. */
  panelPressed: string;
  /** A panel button whose popup is open. */
  panelActive: string;
  /** Text of a panel button whose popup is open. */
  panelActiveText: string;
  /** Window list entries at rest. */
  panelItem: string;
  /** The focused window's entry. */
  panelItemActive: string;
  /** The focused window's entry's border. */
  panelItemActiveBorder: string;
  /** The profile button's background. */
  panelAvatar: string;
  /** Tooltips' background. */
  tooltip: string;
  /** Tooltips' text. */
  onTooltip: string;
  /** Backdrop behind a modal dialog. */
  scrim: string;
  /** Light backdrop behind a card. */
  scrimSoft: string;
  /** Dark veil over the desktop or a picture (connection lost, announcements' captions). */
  scrimDark: string;
  /** The message box of the connection veil. */
  scrimBox: string;
  /** Text on scrims and pictures. */
  onScrim: string;
  /** Secondary text on scrims (the login page's footer). */
  onScrimSoft: string;
  /** The login page's footer band. */
  footer: string;
  /** Behind pictures (announcements). */
  media: string;
  /** Announcements' controls over a picture. */
  mediaControl: string;
  /** Announcements' controls' border. */
  mediaControlBorder: string;
  /** Announcements' gentle veil over a picture. */
  mediaVeil: string;
  /** Announcements' caption gradient's dark end. */
  mediaCaption: string;
  /** The translucent white over a window's content while it loads. */
  veil: string;
  /** A focused or active widget's dashed outline, over the wallpaper. */
  widgetOutline: string;
  /** Notifications' cards, slightly translucent. */
  toast: string;
  /** Shadow of small floating parts: tooltips. */
  shadowXs: string;
  /** Shadow of menus and popups. */
  shadowSm: string;
  /** Shadow of cards. */
  shadowMd: string;
  /** Shadow of the panel's popups. */
  shadowLg: string;
  /** Shadow of dialogs and the search popup. */
  shadowXl: string;
  /** Charts' series colours, in order (dashboards read them as --atrium-chart1…8 for ECharts). */
  chart1: string;
  chart2: string;
  chart3: string;
  chart4: string;
  chart5: string;
  chart6: string;
  chart7: string;
  chart8: string;
  /** The default wallpaper gradient, top left. */
  wallpaperFrom: string;
  /** The default wallpaper gradient, bottom right. */
  wallpaperTo: string;
  /** Window chrome, focused window: header, 1 px frame, title, breadcrumb, button glyphs. */
  chromeHeader: string;
  chromeBorder: string;
  chromeTitle: string;
  chromeCrumb: string;
  chromeGlyph: string;
  /** Focused header buttons' background under the pointer and pressed (see ChromeAlphas). */
  chromeHover: string;
  /** Window chrome of the windows behind. */
  chromeHeaderUnfocused: string;
  chromeBorderUnfocused: string;
  chromeTitleUnfocused: string;
  chromeCrumbUnfocused: string;
  chromeGlyphUnfocused: string;
  chromeHoverUnfocused: string;
  /** The close button under the pointer, pressed, and its glyph then. */
  chromeClose: string;
  chromeClosePressed: string;
  chromeCloseGlyph: string;
  /** Windows' shadow (opacity in ChromeAlphas). */
  chromeShadow: string;
}

/** The corner radii the DOM uses. */
export interface RadiusTokens {
  /** Surfaces: menus' popups, notifications, the panel's bar. */
  surface: number;
  /** Buttons, fields and menus. */
  control: number;
  /** Small parts: chips, swatches, list rows. */
  small: number;
}

/** The canvas chrome's opacities: the colour tokens name the colour, these how much of it shows. */
export interface ChromeAlphas {
  hover: number;
  pressed: number;
  hoverUnfocused: number;
  pressedUnfocused: number;
  shadow: number;
}

/** One theme's values for every token. */
export interface ThemeTokens {
  color: ColorTokens;
  radius: RadiusTokens;
  chrome: ChromeAlphas;
}

export type ColorToken = keyof ColorTokens;

/** The custom property of a radius token (names predate the tokens, so they are spelled out). */
export const RADIUS_PROPERTIES = {
  surface: '--atrium-radius',
  control: '--atrium-radius-control',
  small: '--atrium-radius-small',
} as const satisfies Record<keyof RadiusTokens, string>;

/**
 * The custom property a colour token is on: `--atrium-` and the token's name in kebab case.
 *
 * @example
 * ```ts
 * tokenProperty('accentStrong'); // '--atrium-accent-strong'
 * ```
 */
export function tokenProperty(token: ColorToken): string {
  return `--atrium-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * `var(--atrium-…)` for a colour token: what a DOM style (inline styles, canvas code that hands a
 * colour to the browser) uses instead of a literal.
 *
 * @example
 * ```tsx
 * <span style={{ color: tokenVar('danger') }} />
 * ```
 */
export function tokenVar(token: ColorToken): string {
  return `var(${tokenProperty(token)})`;
}

/**
 * The tint that leaves a texture's own colours as they are (the canvas multiplies by it): not a
 * theme colour, so not a token, but a colour literal all the same, hence kept here.
 */
export const NO_TINT = '#ffffff';
