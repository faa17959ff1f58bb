import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The typed GraphQL documents of a front-end package (client preset), from the server's emitted
 * schema: every package generates its own operations the same way. Remotes also read the shared
 * fragments (shared/src/api/fragments.ts), so their operations can spread them.
 */
export function clientCodegenConfig({
  output = 'src/generated/',
  sharedFragments = true,
}: { output?: string; sharedFragments?: boolean } = {}): CodegenConfig {
  return {
    schema: '../server/schema.graphql',
    documents: ['src/**/*.{ts,tsx}', `!${output}**`, ...(sharedFragments ? ['../shared/src/api/fragments.ts'] : [])],
    ignoreNoDocuments: true,
    generates: {
      [output]: {
        preset: 'client',
        presetConfig: { fragmentMasking: false },
        config: {
          // Documents as their query text (TypedDocumentString), not parsed ASTs: the client sends
          // them as is, so neither the ASTs nor graphql's printer ship to the browser.
          documentMode: 'string',
          useTypeImports: true,
          onlyOperationTypes: true,
          enumsAsTypes: true,
          avoidOptionals: { field: true, inputValue: false },
          scalars: { ID: 'string' },
        },
      },
    },
  };
}
