import { useMemo } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { failedTo } from '@inscriptions/contracts';
import { useAccessToken } from '@inscriptions/shared/auth';
import { gqlRequest } from './client';
import { currentUserDocument, inscriptionsDocument } from './operations';
import type {
  CurrentUserQuery as CurrentUserResult,
  InscriptionsQuery as InscriptionsResult,
} from './generated/graphql';

export type CurrentUser = NonNullable<CurrentUserResult['user']>;
export type InscriptionSummary = InscriptionsResult['inscriptions'][number];

export const FAILED_TO_GET_PROFILE = 'Failed to get your profile, please refresh.';
export const FAILED_TO_GET_INSCRIPTIONS = failedTo('get', 'inscriptions');

/** Query keys per domain, the only place a key is written. Cross-area cache updates (entryCount, the list) go through these. */
export const queryKeys = {
  user: {
    all: ['user'] as const,
    current: () => ['user', 'current'] as const,
    reminders: () => ['user', 'reminders'] as const,
    socials: () => ['user', 'socials'] as const,
  },
  legal: {
    /** A static page's Markdown (mf-auth). */
    document: (name: string) => ['legal', name] as const,
  },
  inscriptions: {
    all: ['inscriptions'] as const,
    list: () => ['inscriptions', 'list'] as const,
    detail: (inscriptionId: string) => ['inscriptions', 'detail', inscriptionId] as const,
  },
  entries: {
    all: ['entries'] as const,
    /** An inscription's list; opened at `?pivot=` it is its own query under the same prefix. */
    list: (inscriptionId: string, pivot: string | null = null) =>
      pivot ? (['entries', 'list', inscriptionId, { pivot }] as const) : (['entries', 'list', inscriptionId] as const),
    detail: (entryId: string) => ['entries', 'detail', entryId] as const,
    questions: (inscriptionId: string) => ['entries', 'questions', inscriptionId] as const,
    search: (inscriptionId: string, query: string) => ['entries', 'search', inscriptionId, query] as const,
    /** AllEntries: a search with its filters (date range, important, private). */
    searchFiltered: (inscriptionId: string, query: string, filters: Record<string, string | boolean | null>) =>
      ['entries', 'search', inscriptionId, query, filters] as const,
  },
  /** The in-memory task mock (mf-tasks-resources). */
  tasks: {
    all: ['tasks'] as const,
    list: (inscriptionId: string) => ['tasks', 'list', inscriptionId] as const,
    detail: (inscriptionId: string, taskId: string) => ['tasks', 'detail', inscriptionId, taskId] as const,
  },
  resources: {
    all: ['resources'] as const,
    list: (inscriptionId: string) => ['resources', 'list', inscriptionId] as const,
  },
  /** Chat (mf-insights); never cached beyond the page showing it (spec section 7). */
  chat: {
    all: ['chat'] as const,
    settings: () => ['chat', 'settings'] as const,
    sessions: (inscriptionId: string) => ['chat', 'sessions', inscriptionId] as const,
    categories: (inscriptionId: string) => ['chat', 'categories', inscriptionId] as const,
    session: (sessionId: string) => ['chat', 'session', sessionId] as const,
    messages: (sessionId: string) => ['chat', 'messages', sessionId] as const,
  },
  /** Data insights (mf-insights): the current insight, its kept history, writing per month, dive-deeper questions, the refresh job. */
  insights: {
    all: ['insights'] as const,
    detail: (inscriptionId: string) => ['insights', 'detail', inscriptionId] as const,
    history: (inscriptionId: string) => ['insights', 'history', inscriptionId] as const,
    activity: (inscriptionId: string) => ['insights', 'activity', inscriptionId] as const,
    diveDeeper: (inscriptionId: string, field: string) => ['insights', 'diveDeeper', inscriptionId, field] as const,
    refreshJob: (inscriptionId: string) => ['insights', 'refreshJob', inscriptionId] as const,
  },
  /** Timeline summaries (mf-inscriptions), per filter; and the generating job. */
  timeline: {
    all: ['timeline'] as const,
    list: (inscriptionId: string, filter: { scale: string; year: number; month: number | null }) =>
      ['timeline', 'list', inscriptionId, filter] as const,
    job: (jobId: string | null) => ['timeline', 'job', jobId] as const,
  },
} as const;

export const currentUserQuery = () =>
  queryOptions({
    queryKey: queryKeys.user.current(),
    queryFn: async ({ signal }): Promise<CurrentUser | null> =>
      (await gqlRequest(currentUserDocument, {}, { signal })).user ?? null,
  });

/** A list fetched this recently is the one the page being shown asked for. */
export const LIST_JUST_FETCHED_MS = 2_000;

export const inscriptionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.inscriptions.list(),
    queryFn: async ({ signal }): Promise<InscriptionSummary[]> =>
      (await gqlRequest(inscriptionsDocument, {}, { signal })).inscriptions,
    // The list is always fetched fresh (spec section 7)…
    staleTime: 0,
    // …once per page: the guard, the layout and the page mount one after the other on the same
    // data, and a list fetched a moment ago is not fetched again for each of them.
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > LIST_JUST_FETCHED_MS,
  });

/** The signed-in user's profile; `null` when the account has no profile yet. */
export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useAccessToken();
  return useQuery({ ...currentUserQuery(), enabled: enabled && token !== null });
}

export function useInscriptions({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useAccessToken();
  return useQuery({ ...inscriptionsQuery(), enabled: enabled && token !== null });
}

/** Raises or lowers an inscription's entryCount in the cached list (entry created or deleted). */
export function useAdjustEntryCount() {
  const queryClient = useQueryClient();
  return (inscriptionId: string, delta: 1 | -1) =>
    queryClient.setQueryData<InscriptionSummary[]>(queryKeys.inscriptions.list(), (list) =>
      list?.map((i) => (i.id === inscriptionId ? { ...i, entryCount: Math.max(0, i.entryCount + delta) } : i)),
    );
}

/** Fields of an inscription as a mutation returns it (extra fields such as the upload URL are dropped). */
type InscriptionLike = InscriptionSummary & Record<string, unknown>;

/** Keeps only the list's fields of an inscription returned by a mutation. */
export function toInscriptionSummary(i: InscriptionLike): InscriptionSummary {
  return {
    __typename: i.__typename,
    id: i.id,
    name: i.name,
    about: i.about,
    category: i.category,
    isPrivate: i.isPrivate,
    allowExternalAi: i.allowExternalAi,
    logoImageUrl: i.logoImageUrl,
    entryCount: i.entryCount,
    dateCreated: i.dateCreated,
    dateUpdated: i.dateUpdated,
  } as InscriptionSummary;
}

/**
 * A refresh adds only newly returned inscriptions, at the front (spec section 4); the ones
 * already cached keep their place and local state (e.g. a logo preview).
 */
export function mergeRefreshedInscriptions(
  cached: InscriptionSummary[] | undefined,
  fresh: InscriptionSummary[],
): InscriptionSummary[] {
  if (!cached) return fresh;
  const known = new Set(cached.map((i) => i.id));
  return [...fresh.filter((i) => !known.has(i.id)), ...cached];
}

/** Cache helpers for the inscription list (loaded once, then updated locally; spec section 4). */
export function useInscriptionListCache() {
  const queryClient = useQueryClient();
  return useMemo(() => inscriptionListCache(queryClient), [queryClient]);
}

/** The list cache helpers for a given QueryClient (stable object; see useInscriptionListCache). */
export function inscriptionListCache(queryClient: QueryClient) {
  const key = queryKeys.inscriptions.list();
  const update = (fn: (list: InscriptionSummary[]) => InscriptionSummary[]) =>
    queryClient.setQueryData<InscriptionSummary[]>(key, (list) => (list ? fn(list) : list));
  return {
    /** Fetches the list and adds the new inscriptions at the front. */
    refresh: async (): Promise<void> => {
      const fresh = (await gqlRequest(inscriptionsDocument)).inscriptions;
      queryClient.setQueryData<InscriptionSummary[]>(key, (list) => mergeRefreshedInscriptions(list, fresh));
    },
    /** Update replaces the item with the returned one. */
    replace: (inscription: InscriptionLike) =>
      update((list) => list.map((i) => (i.id === inscription.id ? toInscriptionSummary(inscription) : i))),
    /** Shows a local preview (object URL) as the logo after a successful upload. */
    setLogoPreview: (inscriptionId: string, previewUrl: string) =>
      update((list) => list.map((i) => (i.id === inscriptionId ? { ...i, logoImageUrl: previewUrl } : i))),
    /** Call only after the server confirmed the delete. */
    remove: (inscriptionId: string) => update((list) => list.filter((i) => i.id !== inscriptionId)),
  };
}
