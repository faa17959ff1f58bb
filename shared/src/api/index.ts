export { gqlRequest, requestHeaders, getDeviceId, isMutationSuccess, GRAPHQL_PATH, NotSignedInError } from './client';
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
export { currentUserDocument, inscriptionsDocument } from './operations';
/** Typed document helper for remotes' own operations (client preset). */
export { graphql } from './generated';
export type * from './generated/graphql';
export { uploadFile, UploadError } from './upload';
