import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildASTSchema, parse, printSchema, type GraphQLSchema } from 'graphql';

/** src/modules holds one folder per domain, each with its schema.graphql; from dist/ we read the same folder in src (shipped with the package). */
export function modulesDir(): string {
  // __dirname is src/graphql (ts) or dist/graphql (build); the .graphql files stay in src/modules.
  return path.resolve(__dirname, '..', '..', 'src', 'modules');
}

/** Every module's schema.graphql, concatenated in a stable (folder-name) order. */
export function loadTypeDefs(dir = modulesDir()): string {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'schema.graphql')))
    .map((d) => d.name)
    .sort()
    .map((name) => `# ${name}/schema.graphql\n${readFileSync(path.join(dir, name, 'schema.graphql'), 'utf8')}`)
    .join('\n');
}

export function buildTypeDefsSchema(): GraphQLSchema {
  return buildASTSchema(parse(loadTypeDefs()));
}

/** The merged schema as printed SDL (what server/schema.graphql holds). */
export function printMergedSchema(): string {
  return printSchema(buildTypeDefsSchema()) + '\n';
}
