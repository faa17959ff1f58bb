// jsdom lacks some web platform globals the front end relies on:
// TextEncoder/TextDecoder (react-router needs them at import time) and a minimal Request
// (react-router's data router builds one per navigation; tests never send it).
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;

if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = typeof input === 'string' ? input : String(input.url ?? input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = init.headers ?? {};
      this.body = init.body ?? null;
    }
  };
}

// jsdom's performance has no User Timing: Node's (the app marks its first commit, shell/src/app/RootLayout.tsx).
if (typeof globalThis.performance.mark !== 'function') {
  const { performance: nodePerformance } = require('node:perf_hooks');
  globalThis.performance.mark = nodePerformance.mark.bind(nodePerformance);
  globalThis.performance.getEntriesByName = nodePerformance.getEntriesByName.bind(nodePerformance);
}
