// Remote mf_tasks_resources: exposes ./register (its lazy routes); runs standalone through shared's dev host (src/bootstrap.ts).
module.exports = require('@inscriptions/shared/build/webpack').createWebpackConfig({
  dirname: __dirname,
  kind: 'remote',
  name: 'mf_tasks_resources',
  exposes: { './register': './src/register.tsx' },
  title: 'Inscriptions – Tasks & Resources',
});
