#!/usr/bin/env node
// One area released on its own (README, "Releasing one area"): builds one remote, with the contracts it
// bundles, into a static bundle of its own, stamped with its release (recorded by the area when it runs)
// and described by release.json. Deployed by placing the bundle at releases/mf/<remote>/ beside the web
// root, where the proxy serves it before the remote the web image carries; the shell and the other
// remotes stay as they are.
//   node scripts/release-remote.mjs <remote> [--release <id>] [--out <dir>]   (default out: release/<remote>)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const { positionals, values } = parseArgs({ allowPositionals: true, options: { release: { type: 'string' }, out: { type: 'string' } } });
const [remote] = positionals;

const pnpm = (args, env = process.env) => execFileSync('npx', ['--yes', packageManager, ...args], { cwd: root, stdio: 'inherit', env });

pnpm(['--filter', './contracts', 'run', 'build']);
const { REMOTES, FEDERATION_CONTRACT_VERSION } = await import(pathToFileURL(join(root, 'contracts/dist/index.js')).href);
if (!REMOTES.includes(remote)) {
  console.error(`Usage: node scripts/release-remote.mjs <remote> [--release <id>] [--out <dir>]; remotes: ${REMOTES.join(', ')}`);
  process.exit(2);
}

const { version } = JSON.parse(readFileSync(join(root, remote, 'package.json'), 'utf8'));
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim();
const release = values.release ?? `${version}+${commit || Date.now().toString(36)}`;
const out = resolve(values.out ?? join(root, 'release', remote));
if (existsSync(out)) rmSync(out, { recursive: true });

// Built to its own folder: the remote's dist/ (which the server and the web image serve) is left alone.
pnpm(['--filter', `./${remote}`, 'exec', 'webpack', '--mode', 'production', '--output-path', out], {
  ...process.env,
  INSCRIPTIONS_RELEASE: release,
});
// Its .br and .gz twins, as the full build has them (nginx's gzip_static sends the .gz).
execFileSync(process.execPath, [join(root, 'scripts/precompress.mjs'), out], { stdio: 'inherit' });
writeFileSync(
  join(out, 'release.json'),
  `${JSON.stringify({ remote, release, version, contract: FEDERATION_CONTRACT_VERSION, commit: commit || null, builtAt: new Date().toISOString() }, null, 2)}\n`,
);
console.info(`${remote} ${release} (contract ${FEDERATION_CONTRACT_VERSION}) → ${out}`);
