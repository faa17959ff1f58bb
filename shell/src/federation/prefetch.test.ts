import { initAuth, isAuthenticated } from '@inscriptions/shared/auth';
import { landingRoute, startLandingRoute } from './prefetch';
import { loadRegister } from './remotes';

jest.mock('./remotes', () => ({ loadRegister: jest.fn() }));
jest.mock('@inscriptions/shared/auth', () => ({ initAuth: jest.fn(), isAuthenticated: jest.fn() }));

const mockedLoadRegister = loadRegister as jest.MockedFunction<typeof loadRegister>;
const mockedIsAuthenticated = isAuthenticated as jest.MockedFunction<typeof isAuthenticated>;

const pages: Record<string, () => null> = { SelectInscription: () => null, SelectEntry: () => null, SignIn: () => null };

/** A remote's routes as its `./register` answers them, each page chunk recorded when loaded. */
function registerOf(...routeNames: string[]) {
  const loaded: string[] = [];
  const routes = routeNames.map((routeName) => ({
    handle: { routeName },
    lazy: jest.fn(async () => {
      loaded.push(routeName);
      return { Component: pages[routeName] };
    }),
  }));
  mockedLoadRegister.mockResolvedValue(routes as never);
  return loaded;
}

describe('startLandingRoute', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    (initAuth as jest.Mock).mockResolvedValue(undefined);
  });

  it("loads a signed-in visit's remote and the opened page's chunk, and answers the page", async () => {
    mockedIsAuthenticated.mockReturnValue(true);
    const loaded = registerOf('SelectEntry', 'SelectInscription');
    const started = startLandingRoute('/inscriptions');
    expect(landingRoute()).toBe(started);
    await expect(started).resolves.toEqual({ routeName: 'SelectInscription', Component: pages.SelectInscription, params: {} });
    expect(mockedLoadRegister).toHaveBeenCalledWith('mf-inscriptions');
    expect(loaded).toEqual(['SelectInscription']);
  });

  it('matches a route by its parameters, which it answers with the page for its prefetch', async () => {
    mockedIsAuthenticated.mockReturnValue(true);
    const loaded = registerOf('SelectInscription', 'SelectEntry');
    await expect(startLandingRoute('/inscriptions/3f1c/entries')).resolves.toMatchObject({
      routeName: 'SelectEntry',
      params: { inscriptionId: '3f1c' },
    });
    expect(mockedLoadRegister).toHaveBeenCalledWith('mf-entries');
    expect(loaded).toEqual(['SelectEntry']);
  });

  it('leaves a signed-in route alone without a stored session, but loads a public one', async () => {
    mockedIsAuthenticated.mockReturnValue(false);
    const loaded = registerOf('SignIn');
    await expect(startLandingRoute('/inscriptions')).resolves.toBeNull();
    expect(mockedLoadRegister).not.toHaveBeenCalled();
    await startLandingRoute('/auth/signin');
    expect(mockedLoadRegister).toHaveBeenCalledWith('mf-auth');
    expect(loaded).toEqual(['SignIn']);
  });

  it("loads nothing for the shell's own route or an unknown path", async () => {
    mockedIsAuthenticated.mockReturnValue(true);
    await expect(startLandingRoute('/auth/callback')).resolves.toBeNull();
    await expect(startLandingRoute('/no/such/page')).resolves.toBeNull();
    expect(mockedLoadRegister).not.toHaveBeenCalled();
  });

  it("swallows a failed load: the route's own load reports it", async () => {
    mockedIsAuthenticated.mockReturnValue(true);
    mockedLoadRegister.mockRejectedValue(new Error('remote down'));
    await expect(startLandingRoute('/profile')).resolves.toBeNull();
    expect(mockedLoadRegister).toHaveBeenCalledWith('mf-profile');
  });
});
