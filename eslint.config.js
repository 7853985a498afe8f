import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = path.join(import.meta.dirname, 'web/features');
/** The feature folder a file or an import lands in, or null outside web/features. */
const featureOf = (file) => {
  const relative = path.relative(featuresDir, file);
  return relative.startsWith('..') || path.isAbsolute(relative)
    ? null
    : relative.split(path.sep)[0];
};

/**
 * No feature imports another, and shared code (web/components, lib, hooks) imports none: what two
 * features share lives in shared code or core. Only web/app puts features together.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        "'{{source}}' is in feature '{{target}}': a feature imports no other feature; move what both need to web/components, web/lib or core",
      sharedImportsFeature:
        "'{{source}}' is in feature '{{target}}': shared code imports no feature",
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target === own) return;
      context.report({
        node: node.source,
        messageId: own ? 'crossFeature' : 'sharedImportsFeature',
        data: { source, target },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

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
        project: ['./tsconfig.server.json', './tsconfig.web.json'],
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
  // Imports flow one way: core imports nothing of ours; web and server never import each other.
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '**/emulator/**'],
              message: 'core imports nothing of ours',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'server never imports web' }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/emulator/**'], message: 'web never imports server' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/app/**', 'web/main.tsx'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'local/feature-boundaries': 'error' },
  },
);
