import { COLOR_SCHEMES, THEME_TOKENS, type ThemeName } from './themes';

/**
 * The theme the desktop shows, as plugins see it (`ctx.theme`): which one, and whether it is light
 * or dark, which is what a plugin with colours of its own (a chart library, a canvas) matches.
 *
 * @example
 * ```ts
 * const { name, kind } = ctx.theme.current.get();
 * chart.setOption({ darkMode: kind === 'dark' });
 * ```
 */
export interface ActiveTheme {
  /** One of the themes Atrium ships: `standard`, `vision` or `dark`. */
  readonly name: ThemeName;
  /** The theme's look: `light` or `dark`, as CSS's `prefers-color-scheme` names them. */
  readonly kind: 'light' | 'dark';
}

// One frozen object per theme: the same theme is the same object, so a value that holds it tells
// its followers only of real changes (ReadableValue compares with Object.is).
const ACTIVE_THEMES = /* @__PURE__ */ Object.fromEntries(
  (Object.keys(THEME_TOKENS) as ThemeName[]).map((name) => [name, Object.freeze({ name, kind: COLOR_SCHEMES[name] })]),
) as Record<ThemeName, ActiveTheme>;

/** Theme `name` as an ActiveTheme: the same object every time for the same name. */
export function activeTheme(name: ThemeName): ActiveTheme {
  return ACTIVE_THEMES[name];
}
