import { DEFAULT_THEME, THEME_TOKENS, type ThemeName } from './themes';
import { RADIUS_PROPERTIES, tokenProperty, type ColorToken, type ThemeTokens } from './tokens';

/** Where the generated stylesheet lives (imported by engine/shell/styles.css, so by the login page). */
export const TOKENS_STYLESHEET = 'engine/theme/tokens.css';

/** A theme's declarations; `base`'s values, which the default block already sets, are left out. */
const declarations = (tokens: ThemeTokens, base?: ThemeTokens): string[] => [
  ...(Object.entries(tokens.color) as [ColorToken, string][])
    .filter(([token, value]) => base?.color[token] !== value)
    .map(([token, value]) => `  ${tokenProperty(token)}: ${value};`),
  ...(Object.entries(RADIUS_PROPERTIES) as [keyof typeof RADIUS_PROPERTIES, string][])
    .filter(([token]) => base?.radius[token] !== tokens.radius[token])
    .map(([token, property]) => `  ${property}: ${tokens.radius[token]}px;`),
];

/**
 * The tokens as CSS: the default theme on `:root` (so the login page is right at its first frame,
 * before any script runs) and every other theme on `:root[data-theme='<name>']`, which the shell
 * sets (engine/shell/theme/applyTheme.ts), with only the values that differ from the default (the
 * login page's stylesheet carries every theme). tokens.css is this text, written by `npm run tokens`
 * and kept equal to it by tests/unit/theme/stylesheet.test.ts.
 */
export function tokensStylesheet(themes: Record<ThemeName, ThemeTokens> = THEME_TOKENS): string {
  const base = themes[DEFAULT_THEME];
  const blocks = (Object.entries(themes) as [ThemeName, ThemeTokens][])
    .filter(([name]) => name !== DEFAULT_THEME)
    .map(([name, tokens]) => `:root[data-theme='${name}'] {\n${declarations(tokens, base).join('\n')}\n}\n`);
  return [
    '/* Generated from engine/theme/values/*.ts by `npm run tokens`: edit those, not this file. */\n',
    `:root {\n${declarations(base).join('\n')}\n}\n`,
    ...blocks,
  ].join('\n');
}
