import { QueryClient, QueryObserver } from '@tanstack/react-query';
import {
  LIST_JUST_FETCHED_MS,
  inscriptionListCache,
  inscriptionsQuery,
  mergeRefreshedInscriptions,
  queryKeys,
} from './queries';
import type { InscriptionSummary } from './queries';

const item = (id: string, name = id) =>
  ({
    id,
    name,
    about: '',
    category: 'OTHER',
    isPrivate: false,
    logoImageUrl: null,
    entryCount: 0,
    dateCreated: '',
    dateUpdated: '',
  }) as InscriptionSummary;

describe('inscription list cache', () => {
  it('a refresh adds only new inscriptions, at the front', () => {
    const merged = mergeRefreshedInscriptions([item('a', 'local'), item('b')], [item('c'), item('a'), item('b')]);
    expect(merged.map((i) => [i.id, i.name])).toEqual([
      ['c', 'c'],
      ['a', 'local'],
      ['b', 'b'],
    ]);
  });

  it('replaces, previews and removes items', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.inscriptions.list(), [item('a'), item('b')]);
    const cache = inscriptionListCache(client);
    cache.replace({ ...item('a', 'renamed'), logoImageUploadUrl: '/u' });
    cache.setLogoPreview('b', 'blob:x');
    let list = client.getQueryData<InscriptionSummary[]>(queryKeys.inscriptions.list())!;
    expect(list[0]).toEqual(item('a', 'renamed'));
    expect(list[1]!.logoImageUrl).toBe('blob:x');
    cache.remove('a');
    list = client.getQueryData<InscriptionSummary[]>(queryKeys.inscriptions.list())!;
    expect(list.map((i) => i.id)).toEqual(['b']);
  });
});

describe('inscription list freshness', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is fetched once for the guard, layout and page of one visit, and again on a later visit', async () => {
    const client = new QueryClient();
    const queryFn = jest.fn(async () => [item('a')]);
    const options = { ...inscriptionsQuery(), queryFn };
    await client.fetchQuery(options);
    const mount = () => new QueryObserver(client, options).subscribe(() => undefined);
    const unmountPage = mount();
    expect(queryFn).toHaveBeenCalledTimes(1);
    unmountPage();
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + LIST_JUST_FETCHED_MS + 1);
    const unmountLater = mount();
    expect(queryFn).toHaveBeenCalledTimes(2);
    unmountLater();
    client.clear();
  });
});
