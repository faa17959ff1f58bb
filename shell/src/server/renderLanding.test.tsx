/**
 * @jest-environment node
 */
import { FEDERATION_CONTRACT_VERSION } from '@inscriptions/contracts';
import { useInscriptions, useQuery } from '@inscriptions/shared/api';
import { getAccessToken } from '@inscriptions/shared/auth';
import type { PagePrefetch, RegisterModule, RemoteDir } from '@inscriptions/shared/federation';
import { styled } from '@inscriptions/shared/ui';
import { renderLanding } from './renderLanding';

const Title = styled.h1`
  color: rgb(1, 2, 3);
`;

/** A read only the page makes, known to the server's render only once the page has rendered. */
const detailsQuery = { queryKey: ['details'], queryFn: async () => ({ note: 'details read' }) };
const useDetails = () => useQuery(detailsQuery);

const pageRendered = jest.fn();
function ListPage() {
  pageRendered();
  const { data } = useInscriptions();
  const details = useDetails();
  return (
    <section data-testid="page-SelectInscription">
      <Title>My list</Title>
      <ul>
        {data?.map((inscription) => (
          <li key={inscription.id}>{inscription.name}</li>
        ))}
      </ul>
      <p>{details.data?.note ?? 'details pending'}</p>
    </section>
  );
}

function register(contract = FEDERATION_CONTRACT_VERSION, prefetch?: PagePrefetch): RegisterModule {
  return {
    contract,
    default: () => [
      {
        path: 'inscriptions',
        handle: { routeName: 'SelectInscription', title: 'My Inscriptions' },
        lazy: async () => ({ Component: ListPage, prefetch }),
      },
    ],
  } as unknown as RegisterModule;
}

const USER = {
  id: 'user-1',
  fullName: 'Ada',
  email: 'ada@example.com',
  bio: null,
  quote: null,
  timezone: 'Europe/Paris',
  profileImageUrl: null,
  dateCreated: '2026-01-01T00:00:00Z',
  dateUpdated: '2026-01-01T00:00:00Z',
};
const inscription = (id: string, name: string) => ({
  id,
  name,
  about: '',
  category: 'Business',
  isPrivate: false,
  allowExternalAi: false,
  logoImageUrl: null,
  entryCount: 1,
  dateCreated: '2026-01-01T00:00:00Z',
  dateUpdated: '2026-01-01T00:00:00Z',
});

/** The app server's GraphQL as the render calls it: answers by operation, recording each call's headers. */
function graphql(answers: Record<string, unknown>) {
  const calls: Array<{ operation: string; authorization: string | null; timezone: string | null }> = [];
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    const headers = new Headers(init?.headers);
    calls.push({
      operation: operationName,
      authorization: headers.get('authorization'),
      timezone: headers.get('x-timezone'),
    });
    const data = answers[operationName];
    return new Response(JSON.stringify(data === undefined ? { errors: [{ message: 'boom' }] } : { data }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const session = {
  accessToken: 'token-1',
  expiresAt: Math.floor(Date.now() / 1000) + 60,
  sub: 'user-1',
  timezone: 'Asia/Tokyo',
};
const loadRegister = (module: RegisterModule | null) => (remote: RemoteDir) =>
  remote === 'mf-inscriptions' ? module : null;

describe('renderLanding (the app server renders a signed-in landing page)', () => {
  // The dates printed in the device's zone are seen end to end (e2e/tests/server-render.spec.ts): jest's
  // sandboxed process.env does not reach the process's clock.
  it("renders the page with the session's data, the reads its render asked for and its styles, calling as the device", async () => {
    const api = graphql({
      CurrentUser: { user: USER },
      Inscriptions: { inscriptions: [inscription('i1', 'Bakery'), inscription('i2', 'Kiln')] },
    });
    const page = await renderLanding({
      url: '/inscriptions',
      session,
      fetch: api.fetch,
      loadRegister: loadRegister(register()),
    });
    expect(page).not.toBeNull();
    expect(page?.html).toContain('data-testid="page-SelectInscription"');
    expect(page?.html).toContain('<li>Bakery</li><li>Kiln</li>');
    // A read only the page knows of is answered before the page is rendered again.
    expect(page?.html).toContain('details read');
    expect(page?.styleTags).toContain('color:rgb(1, 2, 3)');
    const reads = page?.state.queries.map((query) => JSON.stringify(query.queryKey));
    expect(reads).toEqual(expect.arrayContaining(['["user","current"]', '["inscriptions","list"]', '["details"]']));
    expect(api.calls).toEqual(
      expect.arrayContaining([{ operation: 'Inscriptions', authorization: 'Bearer token-1', timezone: 'Asia/Tokyo' }]),
    );
    // Nothing of the session stays in the shared modules once the render is done.
    expect(getAccessToken()).toBeNull();
  });

  it("asks for the page's own reads (its prefetch) with the session's, so that the page is rendered once", async () => {
    const api = graphql({ CurrentUser: { user: USER }, Inscriptions: { inscriptions: [inscription('i1', 'Bakery')] } });
    const prefetch = jest.fn<ReturnType<PagePrefetch>, Parameters<PagePrefetch>>(({ queryClient }) =>
      queryClient.prefetchQuery(detailsQuery),
    );
    const options = { session, fetch: api.fetch };
    pageRendered.mockClear();
    await renderLanding({ ...options, url: '/inscriptions?order=name', loadRegister: loadRegister(register()) });
    expect(pageRendered).toHaveBeenCalledTimes(2);
    pageRendered.mockClear();
    const page = await renderLanding({
      ...options,
      url: '/inscriptions?order=name',
      loadRegister: loadRegister(register(FEDERATION_CONTRACT_VERSION, prefetch)),
    });
    expect(pageRendered).toHaveBeenCalledTimes(1);
    expect(page?.html).toContain('details read');
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]?.[0].searchParams.get('order')).toBe('name');
  });

  it('leaves to the browser a page the guard sends elsewhere, a failed read, another route and an area of another contract', async () => {
    const rendered = (
      fetch: typeof globalThis.fetch,
      url = '/inscriptions',
      module: RegisterModule | null = register(),
    ) => renderLanding({ url, session, fetch, loadRegister: loadRegister(module) });
    const notOnboarded = graphql({ CurrentUser: { user: null }, Inscriptions: { inscriptions: [] } });
    expect(await rendered(notOnboarded.fetch)).toBeNull();
    const failing = graphql({ CurrentUser: { user: USER } });
    expect(await rendered(failing.fetch)).toBeNull();
    const api = graphql({ CurrentUser: { user: USER }, Inscriptions: { inscriptions: [inscription('i1', 'Bakery')] } });
    expect(await rendered(api.fetch, '/profile')).toBeNull();
    expect(await rendered(api.fetch, '/inscriptions', register('2.0'))).toBeNull();
    expect(await rendered(api.fetch, '/inscriptions', null)).toBeNull();
    expect(await rendered(api.fetch)).not.toBeNull();
    expect(getAccessToken()).toBeNull();
  });
});
