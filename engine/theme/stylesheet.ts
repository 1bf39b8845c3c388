import { COLOR_SCHEMES, DEFAULT_THEME, SYSTEM_DARK_THEME, THEME_TOKENS, type ThemeName } from './themes';
import { RADIUS_PROPERTIES, tokenProperty, type ColorToken, type ThemeTokens } from './tokens';

/** Where the generated stylesheet lives (imported by engine/shell/styles.css, so by the login page). */
export const TOKENS_STYLESHEET = 'engine/theme/tokens.css';

const declarations = (name: ThemeName, tokens: ThemeTokens): string[] => [
  `  color-scheme: ${COLOR_SCHEMES[name]};`,
  ...(Object.entries(tokens.color) as [ColorToken, string][]).map(([token, value]) => `  ${tokenProperty(token)}: ${value};`),
  ...(Object.entries(RADIUS_PROPERTIES) as [keyof typeof RADIUS_PROPERTIES, string][]).map(([token, property]) => `  ${property}: ${tokens.radius[token]}px;`),
];

/**
 * The tokens as CSS: the default theme on `:root` (so the login page is right at its first frame,
 * before any script runs) and every other theme on `:root[data-theme='<name>']`, which the shell
 * sets (engine/shell/theme/applyTheme.ts). A page with no theme set yet (the login page, the
 * splash) follows the system, as the default choice does: on a system that asks for a dark look it
 * gets the dark theme from its first frame, without a flash of the light one. tokens.css is this
 * text, written by `npm run tokens` and kept equal to it by tests/unit/theme/stylesheet.test.ts.
 */
export function tokensStylesheet(themes: Record<ThemeName, ThemeTokens> = THEME_TOKENS): string {
  const blocks = (Object.entries(themes) as [ThemeName, ThemeTokens][])
    .sort(([a], [b]) => Number(b === DEFAULT_THEME) - Number(a === DEFAULT_THEME))
    .map(([name, tokens]) => `${name === DEFAULT_THEME ? ':root' : `:root[data-theme='${name}']`} {\n${declarations(name, tokens).join('\n')}\n}\n`);
  const systemDark = `@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n${declarations(SYSTEM_DARK_THEME, themes[SYSTEM_DARK_THEME])
    .map((line) => `  ${line}`)
    .join('\n')}\n  }\n}\n`;
  return `/* Generated from engine/theme/values/*.ts by \`npm run tokens\`: edit those, not this file. */\n${[...blocks, systemDark].join('\n')}`;
}
