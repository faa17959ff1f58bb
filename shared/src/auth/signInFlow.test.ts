import { browser, followInteractionResult } from './index';

/** fetch answering every request as if its redirects ended at `landedAt` with `status`. */
function answer(landedAt: string, status = 200) {
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, url: landedAt }) as Response);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("following the provider's answer to a finished interaction", () => {
  it('ends on the callback with the code: its app path is returned and the page is not reloaded', async () => {
    const fetchMock = answer('http://localhost/auth/callback?code=c-1&state=s-1');
    await expect(followInteractionResult('http://localhost/oidc/auth/uid-1')).resolves.toBe(
      '/auth/callback?code=c-1&state=s-1',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      new URL('http://localhost/oidc/auth/uid-1'),
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('ends on a new interaction (another step at the provider): routed in the page too', async () => {
    answer('http://localhost/auth/signin?interaction=uid-2');
    await expect(followInteractionResult('/oidc/auth/uid-1')).resolves.toBe('/auth/signin?interaction=uid-2');
  });

  it("ends on the provider's own page (an error): that page is loaded", async () => {
    answer('http://localhost/oidc/auth/uid-1', 400);
    await expect(followInteractionResult('/oidc/auth/uid-1')).resolves.toBeNull();
    expect(assign).toHaveBeenCalledWith('http://localhost/oidc/auth/uid-1');
  });

  it('an address on another origin is loaded as a page, never fetched', async () => {
    const fetchMock = answer('http://localhost/auth/callback?code=c-1');
    await expect(followInteractionResult('https://id.example.com/auth/uid-1')).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('https://id.example.com/auth/uid-1');
  });

  it('no answer (offline): falls back to loading the address as a page', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(followInteractionResult('/oidc/auth/uid-1')).resolves.toBeNull();
    expect(assign).toHaveBeenCalledWith('/oidc/auth/uid-1');
  });
});
