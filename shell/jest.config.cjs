const preset = require('../jest.preset.cjs')({ rootDir: __dirname, environment: 'jsdom' });

// The service worker's own modules (sw/) are tested beside them too.
module.exports = { ...preset, testMatch: [...preset.testMatch, '<rootDir>/sw/**/*.test.ts'] };
