// Port of each package's webpack-dev-server. Outside production the server registers these
// origins' exact OIDC redirect URIs (server/src/identity/provider.ts, checked by its tests).
module.exports = {
  shell: 3000,
  'mf-auth': 3001,
  'mf-inscriptions': 3002,
  'mf-entries': 3003,
  'mf-insights': 3004,
  'mf-profile': 3005,
  'mf-tasks-resources': 3006,
};
