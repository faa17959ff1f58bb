// Host: owns the router, providers and layouts; remotes are registered at run time from /remotes.json.
module.exports = require('@inscriptions/shared/build/webpack').createWebpackConfig({
  dirname: __dirname,
  kind: 'host',
  name: 'shell',
  title: 'Inscriptions',
  // Run by the HTML before the app's code: the last view of the address (src/lastView), and the
  // request of the remote scripts the address loaded last time (src/federation/landingScripts.ts).
  inlineScripts: [
    { file: './src/lastView/showLastView.ts', run: 'showLastView' },
    { file: './src/federation/landingScripts.ts', run: 'preloadLandingScripts' },
  ],
});
