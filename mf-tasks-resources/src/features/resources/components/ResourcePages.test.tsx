import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gqlRequest } from '@inscriptions/shared/api';
import { clientWithInscriptions, renderRoute } from '../../../test/render';
import { AllEntriesPage, SEARCH_DEBOUNCE_MS } from './AllEntriesPage';
import { ResourceDetailsPage } from './ResourceDetailsPage';

jest.mock('@inscriptions/shared/api', () => ({
  ...jest.requireActual('@inscriptions/shared/api'),
  gqlRequest: jest.fn(),
}));
const request = jest.mocked(gqlRequest);
const inscriptions = [{ id: 'ins-1', name: 'Coffee cart' }];

describe('resource pages', () => {
  afterEach(() => request.mockReset());

  it('lists each resource once with where it was used, opening in a new tab', async () => {
    request.mockResolvedValue({
      inscriptionResources: [
        {
          url: 'https://example.com/a',
          host: 'example.com',
          usages: [
            { kind: 'CHAT', id: 'chat-1', title: 'Where to buy?', date: '2026-02-01T10:00:00Z' },
            { kind: 'ENTRY', id: 'entry-1', title: 'Suppliers', date: '2026-01-01T10:00:00Z' },
          ],
        },
      ],
    } as never);
    renderRoute(<ResourceDetailsPage />, {
      path: '/resources/:inscriptionId',
      url: '/resources/ins-1',
      queryClient: clientWithInscriptions(inscriptions),
    });
    const item = await screen.findByTestId('resource');
    const link = within(item).getByRole('link', { name: /https:\/\/example.com\/a/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(item).getByRole('link', { name: 'Suppliers' })).toHaveAttribute(
      'href',
      '/inscriptions/ins-1/entries/entry-1/settings',
    );
    expect(within(item).getByRole('link', { name: 'Where to buy?' })).toHaveAttribute(
      'href',
      '/data-insights/ins-1/questions/chat-1',
    );
  });

  it('searches with filters, marks matches without HTML, announces the count and moves by arrow keys', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      request.mockResolvedValue({
        searchInscriptionEntries: [
          {
            headline: 'The <b>[[grinder]]</b> works',
            entry: {
              id: 'e-1',
              name: 'Notes',
              isPrivate: false,
              isImportant: true,
              dateRecorded: '2026-01-01T10:00:00Z',
            },
          },
          {
            headline: 'A new [[grinder]]',
            entry: {
              id: 'e-2',
              name: 'More',
              isPrivate: true,
              isImportant: false,
              dateRecorded: '2026-01-02T10:00:00Z',
            },
          },
        ],
      } as never);
      const { router } = renderRoute(<AllEntriesPage />, {
        path: '/resources/:inscriptionId/query-all-entries',
        url: '/resources/ins-1/query-all-entries',
        queryClient: clientWithInscriptions(inscriptions),
      });
      await user.keyboard('/');
      const box = screen.getByRole('searchbox');
      expect(box).toHaveFocus();
      await user.selectOptions(screen.getByLabelText('Importance'), 'yes');
      await user.type(box, 'grinder');
      // The debounce timer is jest's: running it updates the page's state, hence act.
      await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(await screen.findByTestId('search-status')).toHaveTextContent('2 entries found.');
      expect(request).toHaveBeenLastCalledWith(
        expect.anything(),
        {
          inscriptionId: 'ins-1',
          query: 'grinder',
          first: 50,
          filter: { recordedFrom: null, recordedTo: null, isImportant: true, isPrivate: null },
        },
        { signal: expect.any(AbortSignal) },
      );
      const [first, second] = screen.getAllByTestId('search-result');
      expect(first!.querySelector('mark')).toHaveTextContent('grinder');
      expect(first).toHaveTextContent('The <b>grinder</b> works');
      expect(box).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(within(first!).getByRole('link')).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(within(second!).getByRole('link')).toHaveFocus();
      await user.click(within(second!).getByRole('link'));
      expect(router.state.location.pathname).toBe('/inscriptions/ins-1/entries/e-2/settings');
    } finally {
      jest.useRealTimers();
    }
  });
});
