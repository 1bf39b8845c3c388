import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What browser code may import of the server: types of the wire contract, and the contract's pure
 * rules (modules that import nothing of the server, at most a pure npm package such as semver,
 * and that both sides run, so that such a rule exists once). tests/unit/contract/pure.test.ts
 * keeps these modules pure.
 */
export const PURE_CONTRACT_MODULES = ['engines', 'fileNames', 'locales', 'passwords', 'taskLists', 'themes', 'vfsPaths', 'workspaces'];
export const BROWSER_IMPORTS = [
  {
    regex: `(?:^|/)server/(?!contract(?:/(?:${PURE_CONTRACT_MODULES.join('|')}))?$)`,
    message: 'The browser imports only server/contract, and its pure rules.',
  },
  { regex: '(?:^|/)server/contract$', allowTypeImports: true, message: 'Import only types from server/contract.' },
];

/**
 * Colours come from the theme tokens (docs/features/theming.md): a string that is a hex colour, or
 * that holds one in a CSS value ('1px solid #ccc', '0 2px 4px #000', 'linear-gradient(#fff, …)') or a
 * colour function, is refused outside the token files. Text such as 'Room #101' and SVG artwork in
 * markup strings (fill="#…") are not matched: the one is words, the other drawing, not theme.
 */
export const COLOUR_LITERAL = String.raw`^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$|(?:[(,:]|\b(?:solid|dashed|dotted|double|inset)|\d(?:px|r?em|%)?)\s*#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(`;
const COLOUR_MESSAGE = 'Use a theme token (var(--atrium-…) via tokenVar, or the values in engine/theme) instead of a colour literal; see docs/features/theming.md.';
/** The colour check: which files it reads and what it refuses (exported for tests/unit/theme/colourLint.test.ts). */
export const COLOUR_LINT = {
  // A third-party plugin's own code (the example) is not held to Atrium's tokens; the token files
  // are the only places a colour literal may be written.
  files: ['engine/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'sdk/**/*.{ts,tsx}', '*.tsx'],
  ignores: ['engine/theme/tokens.ts', 'engine/theme/values/**', 'sdk/example/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `Literal[value=/${COLOUR_LITERAL}/]`, message: COLOUR_MESSAGE },
      { selector: `TemplateElement[value.raw=/${COLOUR_LITERAL}/]`, message: COLOUR_MESSAGE },
    ],
  },
};

export default tseslint.config(
  { ignores: ['tests/e2e/packages/', 'dist/', 'data/', 'test-results/', 'playwright-report/', 'node_modules/', 'sdk/example/dist/', 'kits/*/dist/', 'kits/create-plugin/template/', 'sdk/example/tests/', 'sdk/example/playwright.config.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.mjs', 'tests/*/*.mjs', 'scripts/*.mjs', 'sdk/example/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    // The example is a plugin folder of its own (the kit's template, rendered), whose tsconfig finds
    // @atrium/sdk in node_modules it installs; here it is checked with Atrium's, which maps the SDK.
    files: ['sdk/example/src/**/*.tsx'],
    languageOptions: { parserOptions: { projectService: false, project: './tsconfig.json', tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Layering (docs/architecture.md): the browser takes only types from the server's contract, and
    // nothing outside a subsystem reaches past its index.ts.
    files: ['engine/**/*.{ts,tsx}', 'sdk/**/*.ts', 'plugins/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: BROWSER_IMPORTS,
        },
      ],
    },
  },
  {
    // Built-in apps and panel items are plugins like any other: Atrium reaches them through sdk/ only.
    files: ['plugins/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...BROWSER_IMPORTS, { group: ['**/engine', '**/engine/**'], message: 'Apps and plugins import Atrium only from sdk/.' }] },
      ],
    },
  },
  {
    // A third-party plugin reaches Atrium only through '@atrium/sdk' (the import map's modules).
    files: ['sdk/example/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*', '**/engine/**', '**/sdk/index*'], message: "A plugin imports Atrium only as '@atrium/sdk'." }] },
      ],
    },
  },
  COLOUR_LINT,
  {
    files: ['tests/**/*.{ts,tsx}', '*.config.ts', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
