import { deviceLabel } from './deviceLabel';

describe('deviceLabel', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0', 'Firefox 131 on Windows'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17 on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36',
      'Chrome 128 on Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      'Microsoft Edge 130 on macOS',
    ],
  ])('names the browser, its major version and the system of %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });

  it('is empty for an empty or unrecognised user agent', () => {
    expect(deviceLabel('')).toBe('');
    expect(deviceLabel('Phone Browser/1.0')).toBe('');
  });
});
