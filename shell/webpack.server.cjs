// The shell's server build: the renderer of signed-in landing pages (server/src/http/serverRender.ts).
module.exports = require('@inscriptions/shared/build/webpack.server.cjs').createServerConfig({
  dirname: __dirname,
  entry: { renderLanding: './src/server/renderLanding.tsx' },
});
