// One jest run over every package; each package keeps its own config beside its code.
module.exports = {
  // A global option (projects cannot set it): the identity and PostgreSQL suites sign in through
  // real HTTP flows, which take seconds on a loaded 2-core machine.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mf-auth',
    '<rootDir>/mf-inscriptions',
    '<rootDir>/mf-entries',
    '<rootDir>/mf-insights',
    '<rootDir>/mf-profile',
    '<rootDir>/mf-tasks-resources',
    '<rootDir>/server',
    '<rootDir>/lint',
  ],
};
