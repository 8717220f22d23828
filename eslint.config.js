// @ts-check
/**
 * One lint configuration for the whole repository (ESLint flat config).
 * TypeScript is checked with type information (strict-type-checked); React islands get the hooks
 * rules (exhaustive-deps included) and the accessibility rules; .astro files get Astro's rules and
 * its accessibility rules. Prettier owns formatting, so eslint-config-prettier comes last.
 * Why `eslint-plugin-jsx-a11y-x` and not `eslint-plugin-jsx-a11y`: see docs/decisions.md.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import astro from 'eslint-plugin-astro';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.astro/**',
      '.data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'screenshots/**',
      'tmp/**',
      'content-pack/**',
      'src/server/db/migrations/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.astro'],
      },
    },
  },
  {
    // The service worker has a tsconfig of its own (worker globals only), so it is typed by that one.
    files: ['src/sw.ts', 'src/sw-url-pattern.d.ts'],
    languageOptions: {
      globals: { ...globals.serviceworker },
      parserOptions: { projectService: false, project: './tsconfig.sw.json' },
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  ...astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-recommended'],
  {
    rules: {
      // Numbers in template literals (paths, counts, durations) are how this code builds strings.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}`: the arrow shorthand that returns a void call is the islands' style.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Islands read browser-only state (address, storage, the service worker) in a mount effect and set
      // state from it, on purpose: the first client render must match the server's HTML (hydration).
      'react-hooks/set-state-in-effect': 'off',
      // Flags handing a ref held in a hook's result object to `ref=` (useFormAction's `formRef`), which is fine.
      'react-hooks/refs': 'off',
      // A leading underscore marks a value kept unused on purpose (a rest sibling, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Plain JavaScript files and the scripts inside .astro components are not in a TypeScript project.
    // After the shared rules, so a type-aware rule given options there is turned off here too.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs', '**/*.astro', '**/*.astro/*.ts', '**/*.astro/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The product's code reaches no global through `globalThis` (a browser API is named as such, or
    // handed in), and names a language only through the locale table (src/domain/model.ts) and i18n.
    files: ['src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/domain/model.ts', 'src/utils/i18n.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'globalThis', message: 'Name the API, or take it as an argument.' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='sv']",
          message: 'Languages come from LANGS and LOCALE_PREFIX (src/domain/model.ts).',
        },
      ],
    },
  },
  {
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: {
      // A test that reads a value it just set up may assert its presence with `!`: a wrong `!` fails the test loudly.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  prettier,
);
