// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/src/gql/**',
      'api/test/gql/**',
      'api/src/migrations/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Server side, tooling and tests run on Node.
    files: ['schema/**', 'api/**', 'worker/**', 'scripts/**', 'e2e/**', '*.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // type-graphql and MikroORM need the runtime import of decorated classes (decorator metadata), so a class that
    // is only used as a type annotation in a decorated signature must not become `import type`.
    files: ['api/**', 'worker/**'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['storefront/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['storefront/vite.config.ts', 'admin/vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
