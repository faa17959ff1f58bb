// Remote mf_inscriptions: exposes ./register (its lazy routes); runs standalone through shared's dev host (src/bootstrap.ts).
module.exports = require('@inscriptions/shared/build/webpack').createWebpackConfig({
  dirname: __dirname,
  kind: 'remote',
  name: 'mf_inscriptions',
  exposes: { './register': './src/register.tsx' },
  title: 'Inscriptions – Inscriptions',
});
