// One webpack configuration for every front-end package (shell host and remotes).
// Usage (in <pkg>/webpack.config.cjs):
//   module.exports = require('@inscriptions/shared/build/webpack').createWebpackConfig({
//     dirname: __dirname, kind: 'remote', name: 'mf_entries', port: 3003,
//     exposes: { './register': './src/register.ts' }, title: 'Entries' });
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

// With pnpm, @module-federation/enhanced cannot see webpack from its own folder: point it at the
// webpack that runs this build (it reads webpack internals through FEDERATION_WEBPACK_PATH).
process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { emitPublicFolder } = require('./publicFolder.cjs');
const { htmlTemplate } = require('./htmlTemplate.cjs');
const { CompileHintsPlugin, ProvideInOwnCompilationPlugin } = require('./plugins.cjs');
const { LAZY_IN_HOST, SINGLETONS, sharedConfig } = require('./sharing.cjs');

const SHARED_DIR = path.resolve(__dirname, '..');

// The plugin that lends the shell's federation runtime to the remotes, as the enhanced plugin adds it:
// by its CommonJS file, which would pull in a second, CommonJS copy of the runtime core beside the ES
// module one the bundler runtime uses. Aliased to its ES module file, the shell holds one copy.
const INJECT_RUNTIME_PLUGIN_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
  paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
});
const API_TARGET = process.env.INSCRIPTIONS_API ?? 'http://localhost:8080';
const DEV_PORTS = require('./devPorts.cjs');
// react-router's package exports name only its development build (remix-run/react-router#14102).
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json', { paths: [SHARED_DIR] })),
  'dist/production/index.mjs',
);

/** How the libraries are built into the front end (the stack floor of `pnpm bench` is built the same way). */
function libraryAliases({ isDev }) {
  return {
    [`${INJECT_RUNTIME_PLUGIN_CJS}$`]: INJECT_RUNTIME_PLUGIN_CJS.replace(/\.cjs$/, '.js'),
    // graphql-request imports graphql's parser and printer, which the app never calls (graphqlLeftOut.mjs).
    graphql$: path.join(__dirname, 'graphqlLeftOut.mjs'),
    // react-router's exports name only its development build, dev warnings on (remix-run/react-router#14102).
    ...(isDev ? {} : { 'react-router$': REACT_ROUTER_PRODUCTION }),
  };
}

function swcRule({ isDev }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          // styled-components: keep class and function names readable (component names in
          // dev tools and in generated class names); no decorators or legacy transforms.
          keepClassNames: true,
          transform: {
            react: {
              runtime: 'automatic',
              development: isDev,
              useBuiltins: true,
            },
          },
        },
        sourceMaps: true,
      },
    },
  };
}

/**
 * Which build of an area this is, compiled into its own code as __INSCRIPTIONS_RELEASE__ and recorded
 * with its singletons: INSCRIPTIONS_RELEASE when a release is made (scripts/release-remote.mjs), else
 * the package's version.
 */
const releaseOf = (dirname) =>
  process.env.INSCRIPTIONS_RELEASE || JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8')).version;

/**
 * @param {{
 *   dirname: string,
 *   kind: 'host' | 'remote',
 *   name: string,
 *   exposes?: Record<string, string>,
 *   title?: string,
 *   inlineScript?: { file: string, run: string },
 * }} options `inlineScript`: a module whose `run` export the host's HTML calls inline, before the app's scripts.
 */
function createWebpackConfig({ dirname, kind, name, exposes = {}, title = 'Inscriptions', inlineScript }) {
  const dir = path.basename(dirname);
  const port = DEV_PORTS[dir];
  const isHost = kind === 'host';
  const release = releaseOf(dirname);

  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isDev = mode === 'development';
    const hashed = isDev ? '[name].js' : '[name].[contenthash:8].js';
    // Entry (runtime) chunks: the federation runtime module asks for this template before the
    // chunk has a content hash (only to compute the chunk's directory), so the hash placeholder
    // is left out in that one call; the emitted file is content-hashed.
    const entryFilename = isDev
      ? '[name].js'
      : (/** @type {{ chunk?: { contentHash?: Record<string, string> } }} */ pathData) =>
          pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
    /** @type {import('webpack').Configuration} */
    const config = {
      mode,
      context: dirname,
      // A remote's production build is only its container (remoteEntry.js + manifest + chunks);
      // its standalone dev host (src/index.ts -> src/bootstrap.ts) is built for webpack serve only.
      entry: isHost || isDev ? { main: './src/index.ts' } : {},
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(dirname, 'dist'),
        filename: entryFilename,
        chunkFilename: hashed,
        assetModuleFilename: isDev ? '[name][ext]' : '[name].[contenthash:8][ext]',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        // The contracts' ES module source, so each bundle keeps only the rules it uses.
        alias: {
          '@inscriptions/contracts$': path.resolve(SHARED_DIR, '../contracts/src/index.ts'),
          ...libraryAliases({ isDev }),
        },
      },
      module: {
        rules: [
          swcRule({ isDev }),
          {
            test: /\.m?js$/,
            include: /node_modules/,
            resolve: { fullySpecified: false },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset' },
        ],
      },
      performance: { hints: false },
      optimization: {
        minimize: !isDev,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            terserOptions: { compress: { passes: 2 }, mangle: true },
            extractComments: false,
          }),
        ],
        moduleIds: isDev ? 'named' : 'deterministic',
        chunkIds: isDev ? 'named' : 'deterministic',
        ...(isHost
          ? {
              splitChunks: {
                chunks: 'all',
                cacheGroups: {
                  // Third-party code of the shell goes to chunks named vendors* (benchmark contract).
                  vendors: {
                    test: /[\\/]node_modules[\\/]/,
                    name: (_module, chunks) =>
                      `vendors-${
                        chunks
                          .map((c) => c.name ?? c.id)
                          .sort()
                          .join('~') || 'shared'
                      }`,
                    filename: isDev ? 'vendors-[id].js' : 'vendors-[id].[contenthash:8].js',
                    priority: 10,
                    reuseExistingChunk: true,
                    enforce: true,
                  },
                  default: {
                    minChunks: 2,
                    priority: -20,
                    reuseExistingChunk: true,
                  },
                },
              },
            }
          : {}),
      },
      plugins: [
        new (require('webpack').DefinePlugin)({ __INSCRIPTIONS_RELEASE__: JSON.stringify(release) }),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedConfig({ eager: isHost }),
          shareStrategy: 'loaded-first',
          // One federation runtime per page: the shell provides its runtime core on a global and each
          // production remote entry uses it instead of carrying its own copy (about 17 KiB gzipped
          // per remote). A remote's dev host still bundles its own, having no shell to lean on.
          // Built for browsers only: the runtime's Node paths (script loading by vm/fetch) are left out,
          // and so is reading remotes from their manifests: they are declared by their remoteEntry.js.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !isDev }),
            optimization: { target: 'web', disableSnapshot: true },
          },
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          dev: isDev
            ? {
                disableLiveReload: true,
                disableHotTypesReload: true,
                disableDynamicRemoteTypeHints: true,
              }
            : false,
        }),
        ...(isHost ? [new ProvideInOwnCompilationPlugin()] : []),
        ...(isDev ? [] : [new CompileHintsPlugin()]),
        ...(isHost || isDev
          ? [
              new HtmlWebpackPlugin({
                templateContent: htmlTemplate(isHost ? title : `${title} (dev host)`, {
                  installable: isHost,
                  inlineScript: isHost && inlineScript ? { ...inlineScript, file: path.resolve(dirname, inlineScript.file) } : undefined,
                }),
                chunks: ['main'],
                // The dev host page is served at every client route: load scripts from the root.
                publicPath: isHost || isDev ? '/' : 'auto',
                scriptLoading: 'defer',
              }),
            ]
          : []),
        // The installable app (production host only): public/ (web app manifest, icons, offline page)
        // and the service worker, which precaches the shell's files (not the HTML nor source maps).
        ...(isHost && !isDev
          ? [
              emitPublicFolder(path.join(dirname, 'public')),
              new InjectManifest({
                swSrc: path.join(dirname, 'sw/serviceWorker.ts'),
                swDest: 'sw.js',
                exclude: [/\.map$/, /^index\.html$/, /mf-manifest\.json$/, /\.LICENSE\.txt$/],
              }),
            ]
          : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        proxy: [
          {
            context: [
              '/graphql',
              '/remotes.json',
              '/mf',
              '/app-config.json',
              '/account',
              '/oidc',
              '/uploads',
              '/speech',
              '/healthz',
            ],
            target: API_TARGET,
            changeOrigin: false,
          },
        ],
      },
      watchOptions: {
        ignored: ['**/node_modules/**', '**/@mf-types/**', '**/dist/**'],
      },
      stats: 'errors-warnings',
    };
    return config;
  };
}

module.exports = {
  createWebpackConfig,
  libraryAliases,
  swcRule,
  releaseOf,
  sharedConfig,
  CompileHintsPlugin,
  SINGLETONS,
  LAZY_IN_HOST,
  DEV_PORTS,
};
