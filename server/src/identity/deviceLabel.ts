import Bowser from 'bowser';

/**
 * What a person recognises a signed-in device by, read from its user agent: "Firefox 131 on Windows",
 * "Safari 17 on iOS". Empty when the user agent names neither a browser nor a system.
 */
export function deviceLabel(userAgent: string): string {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = browser.name ? [browser.name, major].filter(Boolean).join(' ') : '';
  if (name && os.name) return `${name} on ${os.name}`;
  return name || os.name || '';
}
