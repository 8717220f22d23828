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
    files: ['src/sw.ts'],
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
    // Plain JavaScript files and the scripts inside .astro components are not in a TypeScript project.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs', '**/*.astro', '**/*.astro/*.ts', '**/*.astro/*.js'],
    ...tseslint.configs.disableTypeChecked,
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
