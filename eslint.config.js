import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'test-results*',
      'playwright-report',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` keeps the module as a side-effect import: a type from a zod schema
      // would bring zod into the browser's bundle.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify hooks and handlers are async so that a throw becomes a rejection.
      '@typescript-eslint/require-await': 'off',
      // A neighbour by a relative path, anything farther by its alias (docs/architecture.md §2).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../../**'],
              message: 'Import across the tree with an alias: @core/, @server/, @web/, @emulator/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON answers whose shape the assertions themselves check.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // Configuration is read once, in server/config.ts (docs/architecture.md §2).
    files: ['server/**/*.ts'],
    ignores: ['server/config.ts', 'server/**/*.test.ts', 'server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from server/config.ts' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // One date, time and number format per language (core/format): the `toLocale…String`
    // methods follow the browser's locale, or each screen's own options, not the interface's.
    files: ['web/**/*.{ts,tsx}', 'core/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Format with core/format/date-time.ts or core/format/number.ts',
        },
      ],
    },
  },
  // The import rules (layers, features, cycles) are dependency-cruiser's: .dependency-cruiser.cjs.
);
