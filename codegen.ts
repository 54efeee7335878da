import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for both frontends and the API tests, generated from the SDL the API emits.
// `pnpm schema:emit` writes schema/schema.graphql; `pnpm codegen` regenerates the src/gql folders.
const clientPreset = {
  preset: 'client' as const,
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { DateTimeISO: 'string' },
  },
  presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
};

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: true,
  // NodeNext (api tests) needs explicit `.js` extensions in the generated imports.
  emitLegacyCommonJSImports: false,
  generates: {
    'storefront/src/gql/': { documents: ['storefront/src/**/*.{ts,tsx}', '!storefront/src/gql/**'], ...clientPreset },
    'admin/src/gql/': { documents: ['admin/src/**/*.{ts,tsx}', '!admin/src/gql/**'], ...clientPreset },
    'api/test/gql/': { documents: ['api/test/**/*.ts', '!api/test/gql/**'], ...clientPreset },
  },
};

export default config;
