import { INSIGHT_FIELDS, INSIGHT_REFRESH_JOB, type InsightField } from '@inscriptions/shared/constants';
import {
  gqlRequest,
  queryKeys,
  runMutation,
  useJobProgress,
  useQueries,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@inscriptions/shared/api';
import { graphql } from '../../../generated';

export const insightDocument = graphql(`
  query InscriptionDataInsight($inscriptionId: ID!) {
    inscriptionDataInsight(inscriptionId: $inscriptionId) {
      dateUpdated
      engine
      entryCount
      fields {
        field
        items {
          name
          reasoning
          evidence
          topic
          score
          sources {
            entryId
            entryName
            dateRecorded
            quote
          }
        }
      }
    }
  }
`);

export const insightHistoryDocument = graphql(`
  query InscriptionInsightHistory($inscriptionId: ID!) {
    inscriptionInsightHistory(inscriptionId: $inscriptionId) {
      period
      entryCount
      items {
        field
        name
        topic
        score
      }
    }
    inscriptionWritingActivity(inscriptionId: $inscriptionId) {
      period
      entries
      words
    }
  }
`);

export const diveDeeperDocument = graphql(`
  query InscriptionDiveDeeperQuestions($inscriptionId: ID!, $fields: [String!]!, $count: Int) {
    inscriptionDiveDeeperQuestions(inscriptionId: $inscriptionId, fields: $fields, count: $count)
  }
`);

export const refreshJobDocument = graphql(`
  query InsightRefreshJob($kind: String, $inscriptionId: ID) {
    jobs(kind: $kind, inscriptionId: $inscriptionId, first: 1) {
      id
      status
      progress
      progressMessage
      runAt
    }
  }
`);

export const refreshInsightDocument = graphql(`
  mutation RefreshInscriptionDataInsight($inscriptionId: ID!) {
    refreshInscriptionDataInsight(inscriptionId: $inscriptionId) {
      code
      success
      message
      job {
        id
        status
        progress
      }
    }
  }
`);

export const FAILED_TO_REFRESH_INSIGHTS = 'Failed to refresh insights, please try again.';

/** The current insight; null before the first refresh. */
export const useInsight = (inscriptionId: string) =>
  useQuery({
    queryKey: queryKeys.insights.detail(inscriptionId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(insightDocument, { inscriptionId }, { signal })).inscriptionDataInsight,
  });

/** Kept refreshes per month and the writing per month. */
export const useInsightHistory = (inscriptionId: string) =>
  useQuery({
    queryKey: queryKeys.insights.history(inscriptionId),
    queryFn: ({ signal }) => gqlRequest(insightHistoryDocument, { inscriptionId }, { signal }),
  });

/** The latest refresh job: polled while it is queued or running, so its progress shows. */
export function useRefreshJob(inscriptionId: string) {
  return useJobProgress({
    queryKey: queryKeys.insights.refreshJob(inscriptionId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(refreshJobDocument, { kind: INSIGHT_REFRESH_JOB, inscriptionId }, { signal })).jobs[0],
  });
}

export type DiveDeeperResult = UseQueryResult<string[]>;

/** 3 questions per field, one request per field, all at once (spec section 7). */
export function useDiveDeeperQuestions(inscriptionId: string, count = 3) {
  const results = useQueries({
    queries: INSIGHT_FIELDS.map((field) => ({
      queryKey: queryKeys.insights.diveDeeper(inscriptionId, field),
      queryFn: async ({ signal }) =>
        (await gqlRequest(diveDeeperDocument, { inscriptionId, fields: [field], count }, { signal }))
          .inscriptionDiveDeeperQuestions,
    })),
  });
  return Object.fromEntries(INSIGHT_FIELDS.map((field, i) => [field, results[i]!])) as Record<
    InsightField,
    DiveDeeperResult
  >;
}

export function useRefreshInsights(inscriptionId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await runMutation(
      refreshInsightDocument,
      { inscriptionId },
      { object: 'job', failure: FAILED_TO_REFRESH_INSIGHTS },
    );
    await queryClient.invalidateQueries({ queryKey: queryKeys.insights.refreshJob(inscriptionId) });
  };
}
