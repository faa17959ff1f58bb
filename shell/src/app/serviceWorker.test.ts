import { SERVICE_WORKER_DELAY_MS, registerServiceWorker } from './serviceWorker';

type Listener = (state: { initialized: boolean }) => void;

/** A router whose first navigation finishes when the test says so. */
function fakeRouter() {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized: false },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const finishFirstNavigation = () => {
    router.state = { initialized: true };
    listeners.forEach((listener) => listener(router.state));
  };
  return { router, finishFirstNavigation, listeners };
}

describe('service worker registration', () => {
  const env = process.env.NODE_ENV;
  let register: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    process.env.NODE_ENV = 'production';
    register = jest.fn(async () => ({}));
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    process.env.NODE_ENV = env;
  });

  it("waits for the first page's code, then a moment more, so the install does not delay that page", () => {
    const { router, finishFirstNavigation, listeners } = fakeRouter();
    registerServiceWorker(router);
    jest.advanceTimersByTime(SERVICE_WORKER_DELAY_MS * 2);
    expect(register).not.toHaveBeenCalled();
    finishFirstNavigation();
    expect(listeners.size).toBe(0);
    jest.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });
});
