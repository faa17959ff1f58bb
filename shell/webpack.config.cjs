// Host: owns the router, providers and layouts; remotes are registered at run time from /remotes.json.
module.exports = require('@inscriptions/shared/build/webpack').createWebpackConfig({
  dirname: __dirname,
  kind: 'host',
  name: 'shell',
  title: 'Inscriptions',
});
