import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { BOOT_DATA_ELEMENT_ID, FEDERATION_CONTRACT_VERSION } from '@inscriptions/contracts';
import { RemoteIncompatibleError, fallbackPlugin, loadRegister, retryRemote } from './remotes';
import type * as Remotes from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegisterRemotes = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

function remotesJson(body: unknown) {
  globalThis.fetch = jest
    .fn()
    .mockResolvedValue({ ok: true, status: 200, json: async () => body }) as unknown as typeof fetch;
}

describe('federation runtime glue', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers a fallback module only when a remote finally fails to load', () => {
    const plugin = fallbackPlugin();
    const hook = plugin.errorLoadRemote as (args: { lifecycle: string; error: unknown }) => unknown;
    expect(hook({ lifecycle: 'afterResolve', error: new Error('manifest') })).toBeUndefined();
    expect(hook({ lifecycle: 'beforeLoadShare', error: new Error('share') })).toBeUndefined();
    expect(hook({ lifecycle: 'onLoad', error: new Error('dead') })).toEqual(
      expect.objectContaining({ error: expect.any(Error) }),
    );
  });

  it('registers every remote from /remotes.json (by its entry unless a manifest is declared), loads ./register, and retries with force', async () => {
    remotesJson({ 'mf-entries': 'http://cdn.example/entries/mf-manifest.json' });
    const failure = fallbackPlugin().errorLoadRemote as (args: { lifecycle: string; error: unknown }) => unknown;
    mockedLoadRemote.mockResolvedValueOnce(failure({ lifecycle: 'onLoad', error: new Error('down') }));

    await expect(loadRegister('mf-entries')).rejects.toThrow('The Entries area could not be loaded.');
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ name: 'shell' }));
    const registered = mockedRegisterRemotes.mock.calls[0]![0];
    expect(registered).toHaveLength(6);
    expect(registered).toContainEqual({ name: 'mf_entries', entry: 'http://cdn.example/entries/mf-manifest.json' });
    expect(registered).toContainEqual({ name: 'mf_auth', entry: 'http://localhost/mf/mf-auth/remoteEntry.js' });
    expect(mockedLoadRemote).toHaveBeenLastCalledWith('mf_entries/register');

    const routes = [
      { path: 'inscriptions/:inscriptionId/entries', handle: { routeName: 'SelectEntry' }, lazy: jest.fn() },
    ];
    mockedLoadRemote.mockResolvedValueOnce({ default: () => routes, contract: FEDERATION_CONTRACT_VERSION });
    await expect(retryRemote('mf-entries')).resolves.toBe(routes);
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_entries', entry: 'http://cdn.example/entries/mf-manifest.json' }],
      { force: true },
    );
    // Loaded once, then reused.
    await expect(loadRegister('mf-entries')).resolves.toBe(routes);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('refuses a remote whose /remotes.json entry or own build declares an incompatible contract', async () => {
    remotesJson({ 'mf-profile': { entry: '/mf/mf-profile/remoteEntry.js', contract: '99.0' } });
    await expect(retryRemote('mf-profile')).rejects.toThrow(RemoteIncompatibleError);
    await expect(retryRemote('mf-profile')).rejects.toThrow(
      `The Profile area was built for version 99.0 of Inscriptions' remote contract and this app supports version ${FEDERATION_CONTRACT_VERSION}`,
    );
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('mf_profile/register');

    remotesJson({ 'mf-profile': '/mf/mf-profile/remoteEntry.js' });
    mockedLoadRemote.mockResolvedValueOnce({ default: () => [], contract: '0.1' });
    await expect(retryRemote('mf-profile')).rejects.toThrow(RemoteIncompatibleError);
    mockedLoadRemote.mockResolvedValueOnce({ default: () => [] });
    await expect(retryRemote('mf-profile')).rejects.toThrow('built for version unknown');
    mockedLoadRemote.mockResolvedValueOnce({ default: () => [], contract: FEDERATION_CONTRACT_VERSION });
    await expect(retryRemote('mf-profile')).resolves.toEqual([]);
  });

  it('reads the locations the server wrote into the page on the first load, without fetching /remotes.json', async () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${JSON.stringify({
      remotes: { 'mf-profile': 'http://cdn.example/profile/mf-manifest.json' },
    })}</script>`;
    globalThis.fetch = jest.fn() as unknown as typeof fetch;
    mockedRegisterRemotes.mockClear();
    mockedLoadRemote.mockResolvedValueOnce({ default: () => [], contract: FEDERATION_CONTRACT_VERSION });
    let fresh: typeof Remotes | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof Remotes>('./remotes');
    });
    await expect(fresh!.loadRegister('mf-profile')).resolves.toEqual([]);
    expect(mockedRegisterRemotes.mock.calls[0]![0]).toContainEqual({
      name: 'mf_profile',
      entry: 'http://cdn.example/profile/mf-manifest.json',
    });
    expect(globalThis.fetch).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });
});
