import {
  LANDING_SCRIPTS_KEY,
  LANDING_SCRIPTS_MAX_PATHS,
  keepLandingScripts,
  preloadLandingScripts,
  readLandingScripts,
  remoteScriptsLoaded,
} from './landingScripts';

const entry = (name: string, initiatorType = 'script') => ({ name, initiatorType }) as PerformanceResourceTiming;
const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (link) => [link.as, link.href]);

describe('landing scripts', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/inscriptions');
  });

  it('lists the remote scripts a page loaded, not the HTML’s own or other resources', () => {
    document.head.innerHTML = '<script defer src="http://localhost/main.1.js"></script>';
    const loaded = remoteScriptsLoaded(document, [
      entry('http://localhost/main.1.js'),
      entry('http://localhost/mf/mf-inscriptions/remoteEntry.js'),
      entry('http://localhost/graphql', 'fetch'),
      entry('http://localhost/mf/mf-inscriptions/481.0fd7ce5.js'),
    ]);
    expect(loaded).toEqual([
      'http://localhost/mf/mf-inscriptions/remoteEntry.js',
      'http://localhost/mf/mf-inscriptions/481.0fd7ce5.js',
    ]);
  });

  it('asks for the scripts the address loaded last time, and only for that address', () => {
    keepLandingScripts(localStorage, '/inscriptions', [
      'http://localhost/mf/mf-inscriptions/remoteEntry.js',
      'http://localhost/mf/mf-inscriptions/481.js',
    ]);
    keepLandingScripts(localStorage, '/profile', ['http://localhost/mf/mf-profile/remoteEntry.js']);
    preloadLandingScripts(document);
    expect(preloads()).toEqual([
      ['script', 'http://localhost/mf/mf-inscriptions/remoteEntry.js'],
      ['script', 'http://localhost/mf/mf-inscriptions/481.js'],
    ]);
  });

  it('keeps the latest list of an address, the most recent addresses first, at most the limit', () => {
    for (let i = 0; i < LANDING_SCRIPTS_MAX_PATHS + 3; i += 1)
      keepLandingScripts(localStorage, `/inscriptions/${i}/entries`, [`http://localhost/mf/${i}.js`]);
    keepLandingScripts(localStorage, '/inscriptions/5/entries', ['http://localhost/mf/5-new.js']);
    const kept = readLandingScripts(localStorage);
    expect(kept).toHaveLength(LANDING_SCRIPTS_MAX_PATHS);
    expect(kept[0]).toEqual({ path: '/inscriptions/5/entries', urls: ['http://localhost/mf/5-new.js'] });
    expect(kept.filter((e) => e.path === '/inscriptions/5/entries')).toHaveLength(1);
    expect(kept.some((e) => e.path === '/inscriptions/0/entries')).toBe(false);
  });

  it('keeps nothing for a page that loaded no remote script, and preloads nothing from a damaged record', () => {
    keepLandingScripts(localStorage, '/inscriptions', ['javascript:alert(1)']);
    expect(localStorage.getItem(LANDING_SCRIPTS_KEY)).toBeNull();
    localStorage.setItem(LANDING_SCRIPTS_KEY, '{not json');
    preloadLandingScripts(document);
    localStorage.setItem(
      LANDING_SCRIPTS_KEY,
      JSON.stringify([{ path: '/inscriptions', urls: ['data:text/javascript,1'] }]),
    );
    preloadLandingScripts(document);
    expect(preloads()).toEqual([]);
  });
});
