// Remote mf_auth: exposes ./register (its lazy routes); runs standalone through shared's dev host (src/bootstrap.ts).
module.exports = require('@inscriptions/shared/build/webpack').createWebpackConfig({
  dirname: __dirname,
  kind: 'remote',
  name: 'mf_auth',
  exposes: { './register': './src/register.tsx' },
  title: 'Inscriptions – Sign-in',
});
