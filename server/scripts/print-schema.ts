// Writes the merged, printed GraphQL schema to server/schema.graphql (front-end codegen reads it).
// Usage: tsx scripts/print-schema.ts [--check]
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { printMergedSchema } from '../src/graphql/typeDefs';

const target = path.resolve(__dirname, '..', 'schema.graphql');
const printed = printMergedSchema();
if (process.argv.includes('--check')) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== printed) {
    console.error('server/schema.graphql is out of date: run `pnpm --filter @inscriptions/server schema:print`.');
    process.exit(1);
  }
  console.info('server/schema.graphql is up to date.');
} else {
  writeFileSync(target, printed);
  console.info(`Wrote ${path.relative(process.cwd(), target)}`);
}
