// The renderer: the app is written against React's API and rendered by preact/compat, which keeps
// that API in about a tenth of react-dom's size (README, "Design decisions: the renderer").
// One list of what each React module name resolves to, read by webpack (resolve.alias) and jest
// (moduleNameMapper), so the built app and its tests run on the same renderer.
const path = require('node:path');

const PREACT_DIR = path.dirname(require.resolve('preact/package.json', { paths: [path.join(__dirname, '..')] }));

/** Module name → file, for exact imports of that name. */
const RENDERER_MODULES = {
  react: path.join(PREACT_DIR, 'compat/dist/compat.mjs'),
  'react/jsx-runtime': path.join(PREACT_DIR, 'compat/jsx-runtime.mjs'),
  'react/jsx-dev-runtime': path.join(PREACT_DIR, 'compat/jsx-dev-runtime.mjs'),
  // A module of its own: Module Federation shares one module per shared name.
  'react-dom': path.join(__dirname, 'reactDom.mjs'),
  'react-dom/client': path.join(PREACT_DIR, 'compat/client.mjs'),
  'react-dom/test-utils': path.join(PREACT_DIR, 'test-utils/dist/testUtils.mjs'),
};

const RENDERER_VERSION = require(path.join(PREACT_DIR, 'package.json')).version;

module.exports = { RENDERER_MODULES, RENDERER_VERSION };
