import { COLOR_SCHEMES, DEFAULT_THEME, SYSTEM_DARK_THEME, THEME_TOKENS, type ThemeName } from './themes';
import { RADIUS_PROPERTIES, tokenProperty, type ColorToken, type ThemeTokens } from './tokens';

/** Where the generated stylesheet lives (imported by engine/shell/styles.css, so by the login page). */
export const TOKENS_STYLESHEET = 'engine/theme/tokens.css';

/**
 * Theme `name`'s declarations, its `color-scheme` (the browser's own look) first; the values of the
 * default theme `base`, which the default block already sets, are left out.
 */
const declarations = (name: ThemeName, tokens: ThemeTokens, base?: { name: ThemeName; tokens: ThemeTokens }): string[] => [
  ...(base && COLOR_SCHEMES[base.name] === COLOR_SCHEMES[name] ? [] : [`  color-scheme: ${COLOR_SCHEMES[name]};`]),
  ...(Object.entries(tokens.color) as [ColorToken, string][])
    .filter(([token, value]) => base?.tokens.color[token] !== value)
    .map(([token, value]) => `  ${tokenProperty(token)}: ${value};`),
  ...(Object.entries(RADIUS_PROPERTIES) as [keyof typeof RADIUS_PROPERTIES, string][])
    .filter(([token]) => base?.tokens.radius[token] !== tokens.radius[token])
    .map(([token, property]) => `  ${property}: ${tokens.radius[token]}px;`),
];

/**
 * The tokens as CSS: the default theme on `:root` (so the login page is right at its first frame,
 * before any script runs) and every other theme on `:root[data-theme='<name>']`, which the shell
 * sets (engine/shell/theme/applyTheme.ts), with only the values that differ from the default (the
 * login page's stylesheet carries every theme). A page with no theme set (the login page and the
 * splash, when the browser remembers no theme: engine/shell/theme/rememberedTheme.ts) follows the
 * system, as the default choice does: on a system that asks for a dark look it gets the dark theme
 * from its first frame, without a flash of the light one. tokens.css is this
 * text, written by `npm run tokens` and kept equal to it by tests/unit/theme/stylesheet.test.ts.
 */
export function tokensStylesheet(themes: Record<ThemeName, ThemeTokens> = THEME_TOKENS): string {
  const base = { name: DEFAULT_THEME, tokens: themes[DEFAULT_THEME] };
  const blocks = (Object.entries(themes) as [ThemeName, ThemeTokens][])
    .filter(([name]) => name !== DEFAULT_THEME)
    .map(([name, tokens]) => `:root[data-theme='${name}'] {\n${declarations(name, tokens, base).join('\n')}\n}\n`);
  const systemDark = declarations(SYSTEM_DARK_THEME, themes[SYSTEM_DARK_THEME], base).map((line) => `  ${line}`);
  return [
    '/* Generated from engine/theme/values/*.ts by `npm run tokens`: edit those, not this file. */\n',
    `:root {\n${declarations(DEFAULT_THEME, base.tokens).join('\n')}\n}\n`,
    ...blocks,
    `@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n${systemDark.join('\n')}\n  }\n}\n`,
  ].join('\n');
}
