// The server build of a front-end package: the code the app server renders signed-in landing pages
// with (server/src/http/serverRender.ts). One CommonJS file per entry in <pkg>/dist-server (beside dist/, which
// the app server serves to browsers).
//
// The app server is the share scope, as Module Federation's is in the browser: react, react-dom and
// every @inscriptions/shared subpath stay outside the bundles and are asked of the server
// (SERVER_MODULES, set by server/src/http/serverRender.ts: its own react and react-dom, shared's
// server build), so the shell's renderer, each remote's register and shared itself meet the same
// React, the same router context and the same session, wherever their files were put. Everything
// else (react-router, react-query, styled-components…) is imported only through shared
// (lint/boundaries.mjs), so it is bundled once, in shared's build.
const path = require('node:path');
const webpack = require('webpack');
const { libraryAliases, swcRule, releaseOf } = require('./webpack.cjs');

const SHARED_DIR = path.resolve(__dirname, '..');
/** The packages one copy of which serves every bundle (as SINGLETONS in sharing.cjs). */
const NODE_SINGLETONS = /^(react|react-dom)(\/.*)?$/;
const SHARED_SUBPATH = /^@inscriptions\/shared\/([a-z]+)(\/server)?$/;
/** The global through which the server lends the bundles their shared modules. */
const SERVER_MODULES = 'globalThis.__inscriptionsServerModules';

const fromServer = (name) => `${SERVER_MODULES}.require(${JSON.stringify(name)})`;

function externals({ request }, callback) {
  if (!request) return callback();
  if (NODE_SINGLETONS.test(request)) return callback(null, fromServer(request), 'var');
  const shared = SHARED_SUBPATH.exec(request);
  if (shared) return callback(null, fromServer(`@inscriptions/shared/${shared[1]}`), 'var');
  return callback();
}

/**
 * @param {{ dirname: string, entry: Record<string, string> }} options entry names become
 *   dist-server/<name>.cjs.
 */
function createServerConfig({ dirname, entry }) {
  /** @type {import('webpack').Configuration} */
  return {
    mode: 'production',
    context: dirname,
    target: 'node20',
    entry,
    devtool: 'source-map',
    output: {
      path: path.join(dirname, 'dist-server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals,
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      alias: {
        '@inscriptions/contracts$': path.resolve(SHARED_DIR, '../contracts/src/index.ts'),
        ...libraryAliases({ isDev: false }),
      },
    },
    module: {
      rules: [
        swcRule({ isDev: false }),
        { test: /\.m?js$/, include: /node_modules/, resolve: { fullySpecified: false } },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/inline' },
      ],
    },
    // A page's lazily loaded modules are in the one file: the server has them all at hand.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ __INSCRIPTIONS_RELEASE__: JSON.stringify(releaseOf(dirname)) }),
    ],
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig };
