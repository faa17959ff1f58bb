// Shared jest settings: TypeScript/TSX through swc, tests beside the code.
const path = require('node:path');

const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {{ environment?: 'node' | 'jsdom', rootDir: string }} options */
module.exports = function jestPreset({ environment = 'node', rootDir }) {
  return {
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      // PGlite's CommonJS build calls import() itself, which jest's VM cannot run: compile it too.
      '^.+/@electric-sql/.+\\.cjs$': swc('ecmascript'),
      '^.+\\.(t|j)sx?$': swc('typescript'),
    },
    // ESM-only dependencies are compiled to CommonJS for jest as well (cookie@2 comes with fastify's inject).
    transformIgnorePatterns: [
      '/node_modules/\\.pnpm/(?!(graphql-request|oidc-client-ts|jose|nanoid|@electric-sql|cookie@|oidc-provider|koa)[^/]*)',
    ],
    // Tests read the contracts' source, so a change to a rule needs no rebuild first.
    moduleNameMapper: { '^@inscriptions/contracts$': path.join(__dirname, 'contracts/src/index.ts') },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    cacheDirectory: path.join(__dirname, 'node_modules/.cache/jest'),
    ...(environment === 'jsdom'
      ? {
          setupFiles: [path.join(__dirname, 'jest.setup.jsdom.cjs')],
          setupFilesAfterEnv: ['@testing-library/jest-dom', path.join(__dirname, 'jest.setup.rtl.cjs')],
        }
      : {}),
  };
};
