import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed GraphQL documents for the shared data layer, generated from the server's emitted schema.
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/api/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/api/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        onlyOperationTypes: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
