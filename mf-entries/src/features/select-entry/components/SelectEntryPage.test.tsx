import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gqlRequest, queryKeys } from '@inscriptions/shared/api';
import type { InscriptionSummary } from '@inscriptions/shared/api';
import { createAppQueryClient } from '@inscriptions/shared/ui';
import { makeEntries, operationName, pageOf } from '../../../test/fakeServer';
import { createTestQueryClient, renderRoute, seedInscriptions } from '../../../test/render';
import { SelectEntryPage } from './SelectEntryPage';

jest.mock('@inscriptions/shared/api', () => ({
  ...jest.requireActual('@inscriptions/shared/api'),
  gqlRequest: jest.fn(),
}));

const mocked = gqlRequest as jest.MockedFunction<typeof gqlRequest>;
let ALL = makeEntries(40);

function mockMatchMedia(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: mobile && query.includes('max-width: 600px'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

function serve({ fail = false } = {}) {
  mocked.mockImplementation((async (doc: unknown, vars: Record<string, never>) => {
    const op = operationName(doc);
    if (fail) throw new Error('boom');
    if (op === 'InscriptionEntriesPaged') return { inscriptionEntriesPaged: pageOf(ALL, vars) };
    if (op === 'SearchInscriptionEntries')
      return {
        searchInscriptionEntries: [{ rank: 1, headline: 'a [[big]] <img src=x onerror=alert(1)> idea', entry: ALL[1] }],
      };
    throw new Error(`unexpected ${op}`);
  }) as never);
}

const renderPage = (
  url = '/inscriptions/ins-1/entries',
  queryClient = seedInscriptions(createTestQueryClient(), [{ id: 'ins-1', entryCount: ALL.length }]),
) => renderRoute(<SelectEntryPage />, { path: '/inscriptions/:inscriptionId/entries', url, queryClient });

beforeEach(() => {
  ALL = makeEntries(40);
  mocked.mockReset();
  mockMatchMedia(false);
});

function scrollBox(
  el: HTMLElement,
  { top, height = 2000, client = 300 }: { top: number; height?: number; client?: number },
) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: client });
  el.scrollTop = top;
  // user-event cannot scroll (and jsdom has no layout): the list only learns it was scrolled to `top`.
  fireEvent.scroll(el);
}

describe('SelectEntryPage', () => {
  it('lists the newest 15 entries with title, date, lock label and Edit Entry; loads more at the bottom', async () => {
    serve();
    renderPage();
    expect(screen.getByTestId('page-SelectEntry')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('entries-loading')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('entry-row');
    expect(rows).toHaveLength(15);
    expect(within(rows[0]!).getByText('Entry 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('img', { name: 'Private entry' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('img', { name: 'Private entry' })).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: 'Edit Entry' })).toBeInTheDocument();
    expect(screen.getByTestId('scroll-indicator')).toBeInTheDocument();

    scrollBox(screen.getByTestId('entry-list'), { top: 199 });
    expect(screen.getByTestId('scroll-indicator')).toBeInTheDocument();
    scrollBox(screen.getByTestId('entry-list'), { top: 1700 });
    await waitFor(() => expect(screen.getAllByTestId('entry-row')).toHaveLength(30));
    expect(screen.queryByTestId('scroll-indicator')).toBeNull();
    // jsdom's box does not grow, so the view stays at the bottom and paging continues to the end.
    await waitFor(() => expect(screen.getAllByTestId('entry-row')).toHaveLength(40));
    const titles = screen.getAllByTestId('entry-row').map((r) => within(r).getByRole('heading').textContent);
    expect(titles).toEqual(ALL.map((e) => e.name));
    expect(screen.queryByRole('button', { name: 'Load older entries' })).toBeNull();
  });

  it('opens Edit Entry, New Entry and Edit Inscription', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderPage();
    const rows = await screen.findAllByTestId('entry-row');
    await user.click(within(rows[2]!).getByRole('button', { name: 'Edit Entry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inscriptions/ins-1/entries/entry-3/settings'));
    act(() => void router.navigate('/inscriptions/ins-1/entries'));
    await user.click(await screen.findByRole('button', { name: 'New Entry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inscriptions/ins-1/entries/new'));
    act(() => void router.navigate('/inscriptions/ins-1/entries'));
    await user.click(await screen.findByRole('button', { name: 'Edit Inscription' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inscriptions/ins-1/settings'));
  });

  it('previews 160 characters on desktop and 80 at 600 px or less', async () => {
    // The server's preview: the text cut at 160 characters (server/src/modules/entries/plainText.ts).
    ALL = makeEntries(2).map((e) => ({ ...e, transcript: 'w'.repeat(300), preview: `${'w'.repeat(160)}…` }));
    serve();
    const first = renderPage();
    const [row] = await screen.findAllByTestId('entry-row');
    expect(within(row!).getByTestId('entry-preview').textContent).toBe(`${'w'.repeat(160)}…`);
    first.unmount();
    mockMatchMedia(true);
    renderPage();
    const [mobileRow] = await screen.findAllByTestId('entry-row');
    expect(within(mobileRow!).getByTestId('entry-preview').textContent).toBe(`${'w'.repeat(80)}…`);
  });

  it("its prefetch asks for the list's first page, which the page then shows without asking again", async () => {
    serve();
    const id = '4f6c1f0e-8d2b-4c4a-9a57-3b1f5f0c2d11';
    // The app's own client: what it holds stays fresh for a while, as the page's first render needs.
    const queryClient = seedInscriptions(createAppQueryClient(), [{ id, entryCount: ALL.length }]);
    const prefetch = SelectEntryPage.prefetch!;
    await prefetch({ queryClient, params: { inscriptionId: 'not-an-id' }, searchParams: new URLSearchParams() });
    expect(mocked).not.toHaveBeenCalled();
    await prefetch({ queryClient, params: { inscriptionId: id }, searchParams: new URLSearchParams() });
    expect(mocked).toHaveBeenCalledTimes(1);
    expect(operationName(mocked.mock.calls[0]![0])).toBe('InscriptionEntriesPaged');

    renderPage(`/inscriptions/${id}/entries`, queryClient);
    expect(screen.getAllByTestId('entry-row')).toHaveLength(15);
    expect(screen.queryByTestId('entries-loading')).toBeNull();
    expect(mocked).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state', async () => {
    ALL = [];
    serve();
    renderPage();
    expect(await screen.findByTestId('entries-empty')).toBeInTheDocument();
  });

  it('shows the error state with the spec message', async () => {
    serve({ fail: true });
    renderPage();
    expect(await screen.findByTestId('entries-error')).toHaveTextContent(
      'Failed to get inscription entries, please try again.',
    );
  });

  it('searches after 300 ms and renders [[ ]] matches as <mark>, never as HTML', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('entry-row');
    await user.type(screen.getByLabelText('Search entries'), 'big');
    const results = await screen.findByTestId('search-results', {}, { timeout: 2000 });
    const marks = results.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.textContent).toBe('big');
    expect(results.querySelector('img')).toBeNull();
    expect(results).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  describe('opened at an entry (?pivot=)', () => {
    const scrollIntoView = jest.fn();
    beforeEach(() => {
      scrollIntoView.mockReset();
      // jsdom has no layout: record the calls instead.
      Element.prototype.scrollIntoView = scrollIntoView;
    });

    it('marks that entry as current, visibly and for screen readers, and scrolls it into view once', async () => {
      serve();
      const user = userEvent.setup();
      renderPage('/inscriptions/ins-1/entries?pivot=entry-20');
      const row = await waitFor(() => {
        const found = screen.getAllByTestId('entry-row').find((r) => r.dataset.entryId === 'entry-20');
        expect(found).toBeDefined();
        return found!;
      });
      expect(screen.getAllByTestId('entry-row')[0]).toBe(row);
      expect(row).toHaveAttribute('aria-current', 'true');
      expect(within(row).getByText('Opened entry')).toBeInTheDocument();
      const others = screen.getAllByTestId('entry-row').filter((r) => r !== row);
      expect(others.length).toBeGreaterThan(0);
      for (const other of others) expect(other).not.toHaveAttribute('aria-current');
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
      expect(scrollIntoView.mock.contexts[0]).toBe(row);

      // Paging up to newer entries keeps the mark and does not jump back to it.
      await user.click(screen.getByRole('button', { name: 'Load newer entries' }));
      await waitFor(() => expect(screen.getAllByTestId('entry-row')[0]).toHaveAttribute('data-entry-id', 'entry-5'));
      expect(screen.getByRole('listitem', { current: true })).toHaveAttribute('data-entry-id', 'entry-20');
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
    });

    it('marks nothing when opened without a pivot', async () => {
      serve();
      renderPage();
      await waitFor(() => expect(screen.getAllByTestId('entry-row')).toHaveLength(15));
      expect(screen.queryByRole('listitem', { current: true })).toBeNull();
      expect(screen.queryByText('Opened entry')).toBeNull();
      expect(scrollIntoView).not.toHaveBeenCalled();
    });
  });

  describe('an inscription that is not the user’s', () => {
    it('says it does not exist, with no New Entry and no entry request', async () => {
      serve();
      renderPage('/inscriptions/someone-elses/entries');
      const notFound = await screen.findByTestId('inscription-not-found');
      expect(notFound).toHaveTextContent('This Inscription does not exist or was deleted.');
      expect(within(notFound).getByRole('link', { name: 'Back to my Inscriptions' })).toHaveAttribute(
        'href',
        '/inscriptions',
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Entries');
      expect(screen.queryByRole('button', { name: 'New Entry' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Edit Inscription' })).toBeNull();
      expect(screen.queryByLabelText('Search entries')).toBeNull();
      expect(mocked).not.toHaveBeenCalled();
    });

    it('waits for a refetch of the list before saying so (it may have just been created)', async () => {
      let answer: (list: InscriptionSummary[]) => void = () => {};
      const queryClient = seedInscriptions(createTestQueryClient(), [{ id: 'ins-1' }]);
      renderPage('/inscriptions/ins-2/entries', queryClient);
      void queryClient.fetchQuery({
        queryKey: queryKeys.inscriptions.list(),
        queryFn: () => new Promise<InscriptionSummary[]>((resolve) => (answer = resolve)),
      });
      expect(await screen.findByTestId('entries-loading')).toBeInTheDocument();
      expect(screen.queryByTestId('inscription-not-found')).toBeNull();
      await act(async () => answer([{ id: 'ins-1' } as InscriptionSummary]));
      expect(await screen.findByTestId('inscription-not-found')).toBeInTheDocument();
    });

    it('keeps a failed read of the list an error with a retry, not a not-found', async () => {
      const user = userEvent.setup();
      const queryClient = createTestQueryClient();
      renderPage('/inscriptions/ins-1/entries', queryClient);
      const fail = () =>
        queryClient
          .fetchQuery({ queryKey: queryKeys.inscriptions.list(), queryFn: () => Promise.reject(new Error('down')) })
          .catch(() => {});
      await act(fail);
      const error = await screen.findByTestId('inscription-error');
      expect(error).toHaveAttribute('role', 'alert');
      expect(error).toHaveTextContent('Failed to get inscription, please try again.');
      expect(screen.queryByTestId('inscription-not-found')).toBeNull();
      expect(screen.queryByRole('button', { name: 'New Entry' })).toBeNull();
      // Try again reads the list again (signed out in tests, so that read fails too).
      await user.click(within(error).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(queryClient.getQueryState(queryKeys.inscriptions.list())?.errorUpdateCount).toBe(2));
      expect(await screen.findByTestId('inscription-error')).toBeInTheDocument();
    });
  });
});
