import type { CodegenConfig } from '@graphql-codegen/cli';

// This area's own typed GraphQL operations (kept next to its features), from the server's schema.
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/generated/': {
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
