// Shared's server build: one file per subpath the app's pages import (build/webpack.server.cjs).
const fs = require('node:fs');
const path = require('node:path');
const { createServerConfig } = require('./build/webpack.server.cjs');

const SUBPATHS = ['api', 'auth', 'constants', 'federation', 'forms', 'router', 'store', 'ui', 'validation'];

module.exports = createServerConfig({
  dirname: __dirname,
  entry: Object.fromEntries(
    // A subpath's server.ts, where it has one, adds what only the server's render calls.
    SUBPATHS.map((name) => [
      name,
      fs.existsSync(path.join(__dirname, 'src', name, 'server.ts'))
        ? `./src/${name}/server.ts`
        : `./src/${name}/index.ts`,
    ]),
  ),
});
