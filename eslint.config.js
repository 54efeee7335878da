// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import russ from './eslint-rules/index.js';

/**
 * The folders of each package form a graph without cycles (ARCHITECTURE.md): `russ/no-module-cycles` reads every
 * import of a tree once per lint run and reports the imports that close a cycle between two folders. Every folder
 * of every package (sources, tests, configs), and the repository's scripts/ and e2e/, is its own node at every
 * level: nothing is grouped, so a cycle between a folder and its subfolder is reported like any other.
 */
const moduleTrees = [
  { root: 'schema' },
  { root: 'api' },
  { root: 'worker' },
  { root: 'storefront', alias: { '@/': 'storefront/src/' } },
  { root: 'admin', alias: { '@/': 'admin/src/' } },
  { root: 'scripts' },
  { root: 'e2e' },
];

/**
 * The package arrows of ARCHITECTURE.md ("Packages"): what each workspace package may import of ours, by package
 * (`schema`: any entry) or by one entry (`api/db`). Arrows point down the table only. `russ/package-arrows`
 * resolves `@russ/*` names and relative paths that leave a package; scripts/ and e2e/ are tooling on top.
 */
const packageArrows = {
  schema: [],
  api: ['schema'],
  worker: ['schema', 'api/db'],
  storefront: ['schema'],
  admin: ['schema'],
};

/**
 * bulletproof-react's boundaries for a React app: a feature imports no other feature (what two features share
 * moves to components/, hooks/ or lib/, and a page that shows several features is composed in app/); shared code
 * imports neither features nor app; features do not import app.
 * @param {string} app the package folder (`storefront`)
 */
function featureZones(app) {
  const src = `./${app}/src`;
  const features = readdirSync(new URL(`${app}/src/features/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message:
        'A feature imports no other feature: move what both need to components/, hooks/ or lib/, or compose them in app/.',
    })),
    { target: `${src}/features`, from: `${src}/app`, message: 'Features do not import app/ (app composes features).' },
    {
      target: [`${src}/components`, `${src}/hooks`, `${src}/lib`],
      from: [`${src}/features`, `${src}/app`],
      message: 'Shared code (components, hooks, lib) imports neither features nor app.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
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
    files: ['{schema,api,worker,storefront,admin,scripts,e2e}/**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { russ },
    rules: {
      'russ/no-module-cycles': ['error', { trees: moduleTrees }],
      'russ/package-arrows': ['error', { packages: packageArrows }],
    },
  },
  {
    files: ['storefront/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['storefront/tsconfig.json', 'admin/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones('storefront'), ...featureZones('admin')] }],
    },
  },
  {
    // Server side, tooling and tests run on Node.
    files: ['schema/**', 'api/**', 'worker/**', 'scripts/**', 'e2e/**', 'eslint-rules/**', '*.{js,ts}'],
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
