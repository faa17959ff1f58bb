#!/usr/bin/env node
// Run after the build (root `build`): writes a brotli (.br) and a gzip (.gz) twin beside every
// text asset of shell/dist and <remote>/dist, at the highest levels, so the server sends them
// without compressing anything per request (@fastify/static `preCompressed`).
// `node scripts/precompress.mjs [dir …]` compresses those folders instead (the server's tests use it).
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The remotes' list lives in contracts (built before this runs).
const { REMOTES } = createRequire(import.meta.url)(join(root, 'contracts/dist/index.js'));
const PACKAGES = ['shell', ...REMOTES];
/** Text assets worth compressing (source maps are left alone: only devtools fetch them). */
const EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest', '.wasm']);
/** Below this a compressed answer saves less than its headers cost (the server's API threshold too). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (EXTENSIONS.has(extname(entry.name))) yield path;
  }
}

async function precompress(path) {
  const body = await readFile(path);
  if (body.length < MIN_BYTES) {
    // A twin left by an earlier build of a file that has since shrunk would be served instead of it.
    await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
    return 0;
  }
  const size = body.length;
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  return size;
}

const started = Date.now();
let count = 0;
let bytes = 0;
const folders = process.argv.length > 2 ? process.argv.slice(2) : PACKAGES.map((name) => join(root, name, 'dist'));
for (const dist of folders) {
  if (!(await stat(dist).catch(() => null))) continue;
  const sizes = [];
  for await (const path of files(dist)) sizes.push(precompress(path));
  for (const size of await Promise.all(sizes)) {
    if (size > 0) {
      count += 1;
      bytes += size;
    }
  }
}
console.info(
  `precompressed ${count} files (${(bytes / 1024).toFixed(0)} KiB) to .br and .gz in ${Date.now() - started} ms`,
);
