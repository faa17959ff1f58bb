import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { gqlRequest, QueryClientProvider } from '@inscriptions/shared/api';
import { makeEntries, operationName, pageOf } from '../../../test/fakeServer';
import { createTestQueryClient } from '../../../test/render';
import { flattenEntries, insertEntryInList, useEntryList } from './entries';

jest.mock('@inscriptions/shared/api', () => ({
  ...jest.requireActual('@inscriptions/shared/api'),
  gqlRequest: jest.fn(),
}));

const ALL = makeEntries(40);
const mocked = gqlRequest as jest.MockedFunction<typeof gqlRequest>;

beforeEach(() => {
  mocked.mockReset();
  mocked.mockImplementation((async (doc: unknown, vars: Record<string, never>) => {
    if (operationName(doc) === 'InscriptionEntriesPaged') return { inscriptionEntriesPaged: pageOf(ALL, vars) };
    throw new Error(`unexpected ${operationName(doc)}`);
  }) as never);
});

function setup(maxPages: number, pivot: string | null = null) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useEntryList('ins-1', { maxPages, pivot }), { wrapper });
  /** Fetches the next or previous page and waits until the hook has rendered it. */
  const fetchPage = async (direction: 'next' | 'previous') => {
    const { current } = hook.result;
    let fetched: unknown;
    await act(async () => {
      fetched = (await (direction === 'next' ? current.fetchNextPage() : current.fetchPreviousPage())).data;
    });
    await waitFor(() => expect(hook.result.current.data).toBe(fetched));
  };
  return { client, fetchPage, ...hook };
}

const ids = (data: Parameters<typeof flattenEntries>[0]) => flattenEntries(data).map((e) => e.id);
const expectNewestFirstOnce = (list: string[]) => {
  expect(new Set(list).size).toBe(list.length);
  const positions = list.map((id) => ALL.findIndex((e) => e.id === id));
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
};

describe('useEntryList (two-way paging, 15 per page)', () => {
  it('pages down to the end and back up to the top with a bounded window, each entry once, newest first', async () => {
    const { result, fetchPage } = setup(2);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const seen: string[] = [];
    const collect = () => {
      const list = ids(result.current.data);
      expectNewestFirstOnce(list);
      for (const id of list) if (!seen.includes(id)) seen.push(id);
    };
    collect();
    expect(result.current.hasPreviousPage).toBe(false);

    while (result.current.hasNextPage) {
      await fetchPage('next');
      collect();
      expect(result.current.data!.pages.length).toBeLessThanOrEqual(2);
    }
    // 40 entries = 15 + 15 + 10; the first page was dropped from the top.
    expect(ids(result.current.data)).toEqual(ALL.slice(15).map((e) => e.id));
    expect(result.current.hasPreviousPage).toBe(true);

    while (result.current.hasPreviousPage) {
      await fetchPage('previous');
      collect();
      expect(result.current.data!.pages.length).toBeLessThanOrEqual(2);
    }
    expect(ids(result.current.data)).toEqual(ALL.slice(0, 30).map((e) => e.id));
    expect(seen).toEqual(ALL.map((e) => e.id));
    // The page requests: first page, two older pages, one newer page.
    expect(mocked.mock.calls.map((c) => c[1])).toEqual([
      { inscriptionId: 'ins-1', first: 15, after: true, pivot: null },
      { inscriptionId: 'ins-1', first: 15, after: true, pivot: 'entry-15' },
      { inscriptionId: 'ins-1', first: 15, after: true, pivot: 'entry-30' },
      { inscriptionId: 'ins-1', first: 15, after: false, pivot: 'entry-16' },
    ]);
  });

  it('opened at a pivot, starts with the pivot entry and pages towards newer entries until the top', async () => {
    const { result, fetchPage } = setup(3, 'entry-20');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(ids(result.current.data)).toEqual(ALL.slice(19, 34).map((e) => e.id));
    // The pivot's nearest newer neighbour is looked up first: the server's pages exclude their pivot.
    expect(mocked.mock.calls.map((c) => c[1])).toEqual([
      { inscriptionId: 'ins-1', first: 1, after: false, pivot: 'entry-20' },
      { inscriptionId: 'ins-1', first: 15, after: true, pivot: 'entry-19' },
    ]);
    expect(result.current.hasPreviousPage).toBe(true);
    while (result.current.hasPreviousPage) {
      await fetchPage('previous');
    }
    const list = ids(result.current.data);
    expectNewestFirstOnce(list);
    expect(list).toEqual(ALL.slice(0, 34).map((e) => e.id));
  });

  it('opened at the newest entry, or at an unknown one, shows the newest page with nothing newer', async () => {
    for (const pivot of ['entry-1', 'gone']) {
      const { result, unmount } = setup(3, pivot);
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(ids(result.current.data)).toEqual(ALL.slice(0, 15).map((e) => e.id));
      expect(result.current.hasPreviousPage).toBe(false);
      expect(result.current.hasNextPage).toBe(true);
      unmount();
    }
  });

  it('opened at the oldest entry, shows it (not an empty list) and pages upwards', async () => {
    const { result } = setup(3, 'entry-40');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(ids(result.current.data)).toEqual(['entry-40']);
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.hasPreviousPage).toBe(true);
  });

  it('a created entry is inserted at the top of the newest page, sorted by dateRecorded', async () => {
    const { result, client } = setup(4);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const created = { ...ALL[0]!, id: 'new', name: 'New', dateRecorded: '2030-01-01T00:00:00.000Z' };
    expect(ids(result.current.data)).toHaveLength(15);
    act(() => insertEntryInList(client, 'ins-1', created));
    await waitFor(() => expect(ids(result.current.data)[0]).toBe('new'));
    expect(ids(result.current.data)).toHaveLength(16);
  });
});
