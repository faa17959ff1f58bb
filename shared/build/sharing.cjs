// What the host and the remotes share through Module Federation (shared/build/webpack.cjs).
const fs = require('node:fs');
const path = require('node:path');

const SHARED_DIR = path.resolve(__dirname, '..');

/** Singletons shared between the host and every remote (one list, one place). */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // Redux Toolkit and react-redux are imported only by @inscriptions/shared/store (lint), shared with it.
  // Likewise @tanstack/react-query (and query-core) by @inscriptions/shared/api, styled-components by /ui.
  '@inscriptions/shared',
  '@inscriptions/shared/',
];

/**
 * Subpaths of @inscriptions/shared the shell's start-up never imports: the host shares them lazily, from
 * async chunks fetched with the first page that imports one, so the shell's first script (where eager
 * modules go) leaves them out. Their exact keys win over the prefix. /forms: the editing pages' pieces;
 * /validation: the form checks, imported by /forms and by the remotes' forms only.
 */
const LAZY_IN_HOST = ['@inscriptions/shared/forms', '@inscriptions/shared/validation'];
const SHARED_PACKAGE = JSON.parse(fs.readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8'));

function readVersion(pkgName, fromDirs) {
  for (const dir of fromDirs) {
    const file = path.join(dir, 'node_modules', pkgName, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  return undefined;
}

function packageVersion(name) {
  const bare = name.endsWith('/') ? name.slice(0, -1) : name;
  if (bare === '@inscriptions/shared' || bare.startsWith('@inscriptions/shared/')) return SHARED_PACKAGE.version;
  const version = readVersion(bare, [SHARED_DIR]);
  if (!version) throw new Error(`Cannot determine the version of shared dependency ${bare}`);
  return version;
}

/** @param {{ eager: boolean }} options */
function sharedConfig({ eager }) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const version = packageVersion(name);
    shared[name] = {
      singleton: true,
      eager,
      version,
      requiredVersion: false,
    };
  }
  if (eager) {
    for (const name of LAZY_IN_HOST) {
      shared[name] = {
        singleton: true,
        eager: false,
        version: packageVersion(name),
        requiredVersion: false,
        // By file, not by name: the host imports none of these, and a name is provided only once imported.
        import: path.resolve(SHARED_DIR, SHARED_PACKAGE.exports[`.${name.slice('@inscriptions/shared'.length)}`]),
      };
    }
  }
  return shared;
}

module.exports = { sharedConfig, SINGLETONS, LAZY_IN_HOST };
