// The one door to @tanstack/react-query (and its core): shared with @inscriptions/shared/api rather than
// as a singleton of its own, which would keep every export of the package. Re-exported here by name, so
// the build keeps what the app uses; still one query client context for the host and every remote.
// Need another API? Add it here; lint forbids importing the package anywhere else (lint/boundaries.mjs).
export {
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  hydrate,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { DehydratedState, InfiniteData, QueryKey, UseQueryResult } from '@tanstack/react-query';
export { gqlRequest, operationNameOf, GRAPHQL_PATH, ClientError } from './client';
export type { GraphQLDocument, RequestOptions } from './client';
export {
  authorizedFetch,
  authorizedHeaders,
  checkAnswerStatus,
  serverUrl,
  requestHeaders,
  getDeviceId,
  NotSignedInError,
} from './transport';
export { runMutation, MutationError } from './mutation';
export type { MutationAnswer } from './mutation';
export {
  queryKeys,
  currentUserQuery,
  inscriptionsQuery,
  useCurrentUser,
  useInscriptions,
  useAdjustEntryCount,
  useInscriptionListCache,
  inscriptionListCache,
  mergeRefreshedInscriptions,
  toInscriptionSummary,
  FAILED_TO_GET_PROFILE,
  FAILED_TO_GET_INSCRIPTIONS,
} from './queries';
export type { CurrentUser, InscriptionSummary } from './queries';
export { useOwnInscription, FAILED_TO_GET_INSCRIPTION } from './ownInscription';
export type { OwnInscription } from './ownInscription';
export { useJobProgress, isJobFinished } from './jobProgress';
export { useAiSettings, aiSettingsDocument } from './aiSettings';
export type { PolledJob, JobProgressOptions } from './jobProgress';
export { deviceTimezone, useDeviceTimezone } from './deviceTimezone';
export { currentUserDocument, inscriptionsDocument } from './operations';
export { userFieldsFragment, inscriptionFieldsFragment, reminderFieldsFragment } from './fragments';
export { updateUserTimezone, updateUserTimezoneDocument, FAILED_TO_UPDATE_USER } from './timezone';
/** Typed document helper for remotes' own operations (client preset). */
export { graphql } from './generated';
export type * from './generated/graphql';
