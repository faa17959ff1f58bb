// Host: owns the router, providers and layouts; remotes are registered at run time from /remotes.json.
module.exports = require('@inscriptions/shared/build/webpack').createWebpackConfig({
  dirname: __dirname,
  kind: 'host',
  name: 'shell',
  title: 'Inscriptions',
  // The last view of the address, shown before the app's code has run (src/lastView).
  inlineScript: { file: './src/lastView/showLastView.ts', run: 'showLastView' },
});
