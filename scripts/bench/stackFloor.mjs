// The stack's floor: what a list page costs on the brief's libraries alone, measured in the same run and the
// same way as the app's pages (pageLoads.mjs). Three small pages are built with webpack (scripts/bench/floor):
// React 19 alone; React with react-router, react-query, Redux Toolkit, styled-components and graphql-request;
// and that page as a Module Federation host whose list comes from a remote, built with the app's federation
// options. None has sign-in or the app's own code, so the app cannot be faster than the last.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './benchServer.mjs';
import { measurePageLoad } from './pageLoads.mjs';

const require = createRequire(join(root, 'package.json'));
const PAGES = ['react', 'stack', 'federated'];
const INSCRIPTIONS = Array.from({ length: 6 }, (_, i) => ({
  id: String(i),
  name: `Inscription ${i + 1}`,
  about: 'A journal about a small business idea, kept for a year.',
  entryCount: 1000 + i,
}));

const FLOOR = join(root, 'scripts/bench/floor');
// The libraries each federated page shares as singletons (the app shares them through @inscriptions/shared).
const SHARED = ['react', 'react/', 'react-dom', 'react-dom/', 'react-router', '@tanstack/react-query', 'react-redux', 'styled-components', 'graphql-request'];

/** One floor build: `entry` at /floor/<folder>/, with a page when `html`, and the federation plugin's `federation` options. */
function floorConfig({ entry, folder, html = true, federation }) {
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  // V8's compile hint on the scripts that run as they load, as the app's build gives them.
  const { CompileHintsPlugin, libraryAliases } = require('./shared/build/webpack.cjs');
  return {
    mode: 'production',
    entry: join(FLOOR, entry),
    output: {
      path: join(folder.out, folder.name),
      // The federation runtime's own chunk has no content hash (as in the app's build).
      filename: (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js'),
      publicPath: `/floor/${folder.name}/`,
      uniqueName: folder.name,
    },
    // The shared package holds the front end's libraries (pnpm links them there).
    // The libraries are built as the app's are: one federation runtime, react-router's production build, no graphql parser.
    resolve: { modules: [join(root, 'shared/node_modules'), 'node_modules'], extensions: ['.js', '.jsx'], alias: libraryAliases({ isDev: false }) },
    module: {
      rules: [
        {
          test: /\.jsx$/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } } } } },
        },
      ],
    },
    optimization: { splitChunks: { chunks: 'all' } },
    performance: { hints: false },
    plugins: [
      new CompileHintsPlugin(),
      ...(federation
        ? [
            new ModuleFederationPlugin({
              ...federation,
              shareStrategy: 'loaded-first',
              manifest: false,
              dts: false,
              dev: false,
            }),
          ]
        : []),
      ...(html
        ? [
            new HtmlWebpackPlugin({
              templateContent: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head><body><div id="root"></div></body></html>',
              scriptLoading: 'defer',
            }),
          ]
        : []),
    ],
  };
}

/** Builds the floor pages for production; resolves to the folder holding one subfolder a page (and the remote's). */
function build() {
  const webpack = require('webpack');
  const out = mkdtempSync(join(tmpdir(), 'inscriptions-floor-'));
  const shared = (eager) => Object.fromEntries(SHARED.map((name) => [name, { singleton: true, eager, requiredVersion: false }]));
  const configs = [
    floorConfig({ entry: 'react.jsx', folder: { out, name: 'react' } }),
    floorConfig({ entry: 'stack.jsx', folder: { out, name: 'stack' } }),
    floorConfig({
      entry: 'federated.jsx',
      folder: { out, name: 'federated' },
      federation: {
        name: 'floorHost',
        remotes: { floorRemote: 'floorRemote@/floor/federated-remote/remoteEntry.js' },
        shared: shared(true),
        experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
      },
    }),
    floorConfig({
      entry: 'query.js',
      folder: { out, name: 'federated-remote' },
      html: false,
      federation: {
        name: 'floorRemote',
        filename: 'remoteEntry.js',
        exposes: { './list': join(FLOOR, 'list.jsx') },
        shared: shared(false),
        experiments: { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
      },
    }),
  ];
  return new Promise((resolve, reject) =>
    webpack(configs, (error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString('errors-only'))) : resolve(out))),
  );
}

/** Serves the pages as the app's server does: hashed scripts gzipped and immutable, the HTML revalidated. */
function serve(out) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://floor').pathname;
    if (path === '/floor/inscriptions.json' || path === '/floor/graphql') {
      const body = path.endsWith('.json') ? INSCRIPTIONS : { data: { inscriptions: INSCRIPTIONS } };
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
      return;
    }
    const [, , page, file] = path.split('/');
    if (![...PAGES, 'federated-remote'].includes(page)) return res.writeHead(404).end();
    if (file.endsWith('.js')) {
      // A remote's entry keeps its name across releases, so it is revalidated (as the app's server does).
      const cache = file === 'remoteEntry.js' ? 'no-cache' : 'public, max-age=31536000, immutable';
      res.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip', 'cache-control': cache });
      res.end(gzipSync(readFileSync(join(out, page, file))));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-cache' });
    res.end(readFileSync(join(out, page, 'index.html')));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Each floor page's cold and warm loads (`samples` of each, as the app's pages are measured). */
export async function measureStackFloor(browser, samples) {
  const server = await serve(await build());
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    const results = {};
    for (const page of PAGES) {
      results[page] = [];
      for (let i = 0; i < samples; i += 1) {
        results[page].push(await measurePageLoad(browser, { cookies: [], origins: [] }, `${base}/floor/${page}/inscriptions`, 'page-SelectInscription'));
      }
    }
    return results;
  } finally {
    server.close();
  }
}
