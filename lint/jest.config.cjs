// The import-boundary rules (lint/boundaries.mjs), checked on fixture code through ESLint's Node API.
module.exports = { ...require('../jest.preset.cjs')({ rootDir: __dirname }), testMatch: ['<rootDir>/*.test.ts'] };
