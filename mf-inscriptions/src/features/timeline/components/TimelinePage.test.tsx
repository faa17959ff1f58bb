import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { callsOf, inscription, mockFetch, renderPage } from '../../../test/render';
import { TimelinePage } from './TimelinePage';

const summary = (id: string, month: number, text: string, sentences: unknown[] = []) => ({
  id,
  summary: text,
  scale: 'MONTH',
  year: 2026,
  month,
  week: null,
  dateUpdated: '2026-11-01T00:00:00.000Z',
  sentences,
});
const page = (...nodes: ReturnType<typeof summary>[]) => ({
  inscriptionTimelineEntriesPaged: {
    totalCount: nodes.length,
    pageInfo: { hasNextPage: false, endCursor: null },
    edges: nodes.map((node) => ({ cursor: node.id, node })),
  },
});
const ok = (field: string) => ({ [field]: { code: '200', success: true, message: 'ok', inscriptionTimelineEntry: { id: 's1' } } });

function setup(operations: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({ Inscriptions: { body: { inscriptions: [inscription('a', 'Coffee roastery', 2)] } }, ...operations });
  const rendered = renderPage(<TimelinePage />, { path: '/inscriptions/:inscriptionId/timeline', url: '/inscriptions/a/timeline' });
  return { fetchMock, ...rendered };
}

describe('TimelinePage summaries', () => {
  beforeEach(() => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('edits a summary in place, keeping the draft while the save fails, and reads the timeline again once saved', async () => {
    let reads = 0;
    let saves = 0;
    const { fetchMock, errors } = setup({
      TimelinePage: () => ({ body: page(summary('s1', 10, reads++ === 0 ? 'A quiet month.' : 'Busy with the new grinder.')) }),
      UpdateTimelineSummary: () =>
        saves++ === 0 ? { body: { updateInscriptionTimelineEntry: { code: '500', success: false, message: 'no', inscriptionTimelineEntry: null } } } : { body: ok('updateInscriptionTimelineEntry') },
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'October 2026' });
    expect(within(card).getByText('A quiet month.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit the summary of October 2026' }));
    const field = within(card).getByLabelText('Summary of October 2026');
    expect(field).toHaveValue('A quiet month.');
    await user.clear(field);
    await user.click(within(card).getByRole('button', { name: 'Save summary' }));
    expect(within(card).getByText('Summary cannot be empty')).toBeInTheDocument();
    expect(callsOf(fetchMock, 'UpdateTimelineSummary')).toEqual([]);

    await user.type(field, 'Busy with the new grinder.');
    await user.click(within(card).getByRole('button', { name: 'Save summary' }));
    await waitFor(() => expect(errors()).toContain('Failed to update timeline entry, please try again.'));
    expect(within(card).getByLabelText('Summary of October 2026')).toHaveValue('Busy with the new grinder.');

    await user.click(within(card).getByRole('button', { name: 'Save summary' }));
    expect(await within(card).findByText('Busy with the new grinder.')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Summary of October 2026')).toBeNull();
    expect(callsOf(fetchMock, 'UpdateTimelineSummary')[1]).toEqual({ input: { id: 's1', summary: 'Busy with the new grinder.' } });
  });

  it('deletes a summary after a confirmation; cancelling keeps it', async () => {
    let deleted = false;
    const { fetchMock } = setup({
      TimelinePage: () => ({ body: deleted ? page(summary('s2', 9, 'September stays.')) : page(summary('s1', 10, 'October goes.'), summary('s2', 9, 'September stays.')) }),
      DeleteTimelineSummary: () => {
        deleted = true;
        return { body: ok('deleteInscriptionTimelineEntry') };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the summary of October 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the summary of October 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'October 2026' })).toBeInTheDocument();
    expect(callsOf(fetchMock, 'DeleteTimelineSummary')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete the summary of October 2026' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'October 2026' })).toBeNull());
    expect(screen.getByRole('article', { name: 'September 2026' })).toBeInTheDocument();
    expect(callsOf(fetchMock, 'DeleteTimelineSummary')).toEqual([{ input: { id: 's1' } }]);
  });
});
