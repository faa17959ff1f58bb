/**
 * Runs `task` with the wall clock moved `aheadMs` forward (and still ticking), instead of sleeping
 * through an expiry: a slow machine can then neither expire things early nor make the test long.
 * Only Date is faked; timers, I/O and the database keep running for real.
 */
export async function withClockAhead<T>(aheadMs: number, task: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    now: Date.now() + aheadMs,
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  try {
    return await task();
  } finally {
    jest.useRealTimers();
  }
}
