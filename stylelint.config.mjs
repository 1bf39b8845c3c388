// Colours come from the theme tokens (docs/features/theming.md): no colour literal in CSS outside
// the generated token stylesheet. Run by `npm run lint`; tests/unit/theme/colourLint.test.ts checks
// that it catches one.
const message = 'Use a theme token, var(--atrium-…), instead of a colour literal (docs/features/theming.md)';

/** The generated token stylesheet: the only CSS that may spell a colour. */
export const TOKEN_STYLESHEETS = ['engine/theme/tokens.css'];

export default {
  ignoreFiles: ['node_modules/**', 'dist/**', 'test-results/**', 'playwright-report/**', 'tests/e2e/packages/**', 'sdk/example/dist/**', 'kits/*/dist/**'],
  rules: {
    'color-no-hex': [true, { message }],
    'color-named': ['never', { message }],
    'function-disallowed-list': [['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'], { message }],
  },
  overrides: [{ files: TOKEN_STYLESHEETS, rules: { 'color-no-hex': null, 'function-disallowed-list': null } }],
};
