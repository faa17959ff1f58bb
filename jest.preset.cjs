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

/** Name prefixes (pnpm folder names) of the ESM-only packages jest must compile. */
const ESM_PACKAGES = [
  'graphql-request',
  'oidc-client-ts',
  'jose',
  'nanoid',
  '@electric-sql',
  'cookie@',
  'oidc-provider',
  'koa',
  'react-markdown',
  'rehype-',
  'remark-',
  'unified',
  'bail',
  'ccount',
  'character-',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'devlop',
  'estree-util-',
  'hast-',
  'html-url-attributes',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'is-plain-obj',
  'longest-streak',
  'mdast-',
  'micromark',
  'parse-entities',
  'property-information',
  'space-separated-tokens',
  'stringify-entities',
  'trim-lines',
  'trough',
  'unist-',
  'vfile',
  'zwitch',
  '@ungap\\+structured-clone',
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
      '^.+\\.mjs$': swc('ecmascript'),
    },
    // ESM-only dependencies are compiled to CommonJS for jest as well (cookie@2 comes with fastify's inject;
    // react-markdown and its unified / micromark / hast family render the legal pages).
    transformIgnorePatterns: [
      `/node_modules/\\.pnpm/(?!(${ESM_PACKAGES.join('|')})[^/]*)`,
    ],
    // Tests read the contracts' source, so a change to a rule needs no rebuild first.
    moduleNameMapper: {
      '^@inscriptions/contracts$': path.join(__dirname, 'contracts/src/index.ts'),
      // The front end's tests run without graphql's parser and printer, as the browser build does.
      ...(environment === 'jsdom' ? { '^graphql$': path.join(__dirname, 'shared/build/graphqlLeftOut.mjs') } : {}),
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    // What webpack's DefinePlugin compiles into each area (shared/build/webpack.cjs).
    globals: { __INSCRIPTIONS_RELEASE__: 'test' },
    // Built output is neither tested nor imported, and `npm test` builds beside the jest run.
    modulePathIgnorePatterns: ['<rootDir>/dist/'],
    cacheDirectory: path.join(__dirname, 'node_modules/.cache/jest'),
    ...(environment === 'jsdom'
      ? {
          setupFiles: [path.join(__dirname, 'jest.setup.jsdom.cjs')],
          setupFilesAfterEnv: ['@testing-library/jest-dom', path.join(__dirname, 'jest.setup.rtl.cjs')],
        }
      : {}),
  };
};
