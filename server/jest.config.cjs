const preset = require('../jest.preset.cjs')({ rootDir: __dirname });

module.exports = {
  ...preset,
  // file-type (upload sniffing) and its helpers, and the Markdown parser of search snippets (mdast, micromark),
  // are ESM-only: compiled for jest like the preset's list.
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(graphql-request|oidc-client-ts|jose|nanoid|@electric-sql|cookie@|oidc-provider|koa|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit|mdast-|micromark|decode-named-character-reference|character-|unist-|devlop)[^/]*)',
  ],
  // Also set in the root config, for runs of this package alone.
  testTimeout: 30_000,
};
