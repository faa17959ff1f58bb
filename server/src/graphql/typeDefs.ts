import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildASTSchema, parse, printSchema, type GraphQLSchema } from 'graphql';

/** src/schema holds the SDL files; from dist/ we look at the same place in src (shipped with the package). */
export function schemaDir(): string {
  // __dirname is src/graphql (ts) or dist/graphql (build); the .graphql files stay in src/schema.
  return path.resolve(__dirname, '..', '..', 'src', 'schema');
}

/** All SDL files of src/schema, concatenated in a stable (file-name) order. */
export function loadTypeDefs(dir = schemaDir()): string {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => `# ${f}\n${readFileSync(path.join(dir, f), 'utf8')}`)
    .join('\n');
}

export function buildTypeDefsSchema(): GraphQLSchema {
  return buildASTSchema(parse(loadTypeDefs()));
}

/** The merged schema as printed SDL (what server/schema.graphql holds). */
export function printMergedSchema(): string {
  return printSchema(buildTypeDefsSchema()) + '\n';
}
