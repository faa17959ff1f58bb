import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAILED_TO_GET_INSCRIPTION, QueryClient } from '@inscriptions/shared/api';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { MemoryRouter } from '@inscriptions/shared/router';
import { createAppStore } from '@inscriptions/shared/store';
import { INSCRIPTION_NOT_FOUND } from './NotFound';
import { OwnInscriptionGate, type OwnInscriptionGateProps } from './OwnInscriptionGate';
import { AppProviders } from './Providers';

const LIST = [{ id: 'ins-1', name: 'Coffee cart', entryCount: 2 }];

function answer(body: unknown) {
  return Promise.resolve({
    ok: true,
    status: 200,
    headers: { get: () => 'application/json' },
    json: async () => ({ data: body }),
    text: async () => JSON.stringify({ data: body }),
  } as unknown as Response);
}

/** The user's list of inscriptions as the server answers it, read after read: a list, or 'down' (no answer). */
function serveLists(...reads: (typeof LIST | 'down')[]) {
  const fetchMock = jest.fn(() => {
    const next = reads.length > 1 ? reads.shift()! : reads[0]!;
    return next === 'down' ? Promise.reject(new TypeError('Failed to fetch')) : answer({ inscriptions: next });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function showGate(
  inscriptionId: string,
  props: Partial<Omit<OwnInscriptionGateProps, 'inscriptionId' | 'children'>> = {},
) {
  const store = createAppStore();
  const view = render(
    <AppProviders store={store} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <OwnInscriptionGate
          inscriptionId={inscriptionId}
          backTo={{ href: '/inscriptions', label: 'Back to my Inscriptions' }}
          {...props}
        >
          {(inscription) => <h1>Entries of {inscription.name}</h1>}
        </OwnInscriptionGate>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store };
}

describe('OwnInscriptionGate', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => setAuthSession(makeSessionUser({ accessToken: 'tok' })));
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows the loading state while the list loads, then the page with the inscription', async () => {
    serveLists(LIST);
    showGate('ins-1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the Inscription');
    expect(await screen.findByRole('heading', { name: 'Entries of Coffee cart' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says an inscription absent from the list (another user’s) does not exist, with the way back', async () => {
    serveLists(LIST);
    showGate('someone-elses');
    const notFound = await screen.findByTestId('inscription-not-found');
    expect(notFound).toHaveTextContent(INSCRIPTION_NOT_FOUND);
    expect(within(notFound).getByRole('link', { name: 'Back to my Inscriptions' })).toHaveAttribute(
      'href',
      '/inscriptions',
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('keeps a failed read an error with a retry, which reads the list again', async () => {
    const user = userEvent.setup();
    const fetchMock = serveLists('down', LIST);
    showGate('ins-1');
    const error = await screen.findByTestId('inscription-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent(FAILED_TO_GET_INSCRIPTION);
    expect(screen.queryByTestId('inscription-not-found')).toBeNull();
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Entries of Coffee cart' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("shows a page's own loading state, retry label and frame (not around the found page)", async () => {
    serveLists('down');
    showGate('ins-1', {
      loading: <p role="status">Loading entries</p>,
      retryLabel: 'Reload',
      frame: (state) => <section aria-label="Entries page">{state}</section>,
    });
    expect(within(screen.getByRole('region', { name: 'Entries page' })).getByRole('status')).toHaveTextContent(
      'Loading entries',
    );
    const error = await screen.findByTestId('inscription-error');
    expect(screen.getByRole('region', { name: 'Entries page' })).toContainElement(error);
    expect(within(error).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('leaves the found page unframed', async () => {
    serveLists(LIST);
    showGate('ins-1', { frame: (state) => <section aria-label="Entries page">{state}</section> });
    expect(await screen.findByRole('heading', { name: 'Entries of Coffee cart' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Entries page' })).toBeNull();
  });

  it('reports a failed read in the error banner only when asked to', async () => {
    serveLists('down');
    const quiet = showGate('ins-1');
    await screen.findByTestId('inscription-error');
    expect(quiet.store.getState().ui.errors).toEqual([]);
    quiet.unmount();
    const reporting = showGate('ins-1', { reportFailure: true });
    await screen.findByTestId('inscription-error');
    expect(reporting.store.getState().ui.errors.map((e) => e.message)).toEqual([FAILED_TO_GET_INSCRIPTION]);
  });
});
