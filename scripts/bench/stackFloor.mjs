// The stack's floor: what a list page costs on the brief's libraries alone, measured in the same run and the
// same way as the app's pages (pageLoads.mjs). Two small pages are built with webpack (scripts/bench/floor):
// React 19 alone, and React with react-router, react-query, Redux Toolkit, styled-components and
// graphql-request; neither has federation, sign-in or the app's own code, so the app cannot be faster.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './benchServer.mjs';
import { measurePageLoad } from './pageLoads.mjs';

const require = createRequire(join(root, 'package.json'));
const PAGES = ['react', 'stack'];
const INSCRIPTIONS = Array.from({ length: 6 }, (_, i) => ({
  id: String(i),
  name: `Inscription ${i + 1}`,
  about: 'A journal about a small business idea, kept for a year.',
  entryCount: 1000 + i,
}));

/** Builds the floor pages for production; resolves to the folder holding one subfolder a page. */
function build() {
  const webpack = require('webpack');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const out = mkdtempSync(join(tmpdir(), 'inscriptions-floor-'));
  const configs = PAGES.map((page) => ({
    mode: 'production',
    entry: join(root, 'scripts/bench/floor', `${page}.jsx`),
    output: { path: join(out, page), filename: '[name].[contenthash:8].js', publicPath: `/floor/${page}/` },
    // The shared package holds the front end's libraries (pnpm links them there).
    resolve: { modules: [join(root, 'shared/node_modules'), 'node_modules'], extensions: ['.js', '.jsx'] },
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
      new HtmlWebpackPlugin({
        templateContent: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head><body><div id="root"></div></body></html>',
        scriptLoading: 'defer',
      }),
    ],
  }));
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
    if (!PAGES.includes(page)) return res.writeHead(404).end();
    if (file.endsWith('.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip', 'cache-control': 'public, max-age=31536000, immutable' });
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
