const preset = require('../jest.preset.cjs')({ rootDir: __dirname });

// The parity tests in test/ import the client and the server validators, which src/ never may.
module.exports = { ...preset, testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'] };
