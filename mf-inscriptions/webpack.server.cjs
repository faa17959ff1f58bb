// This area's server build: its `./register`, whose pages the app server renders (server/src/http/serverRender.ts).
module.exports = require('@inscriptions/shared/build/webpack.server.cjs').createServerConfig({
  dirname: __dirname,
  entry: { register: './src/register.tsx' },
});
