import { failedTo } from '@inscriptions/contracts';
import { gqlRequest, queryKeys, runMutation, useJobProgress, useInfiniteQuery } from '@inscriptions/shared/api';
import { TIMELINE_PAGE_SIZE } from '@inscriptions/shared/constants';
import { graphql } from '../../../generated';
import type { TimelinePageQuery, TimelineScale } from '../../../generated/graphql';

export const timelinePageDocument = graphql(`
  query TimelinePage($inscriptionId: ID!, $scale: TimelineScale, $year: Int, $month: Int, $first: Int, $pivot: ID) {
    inscriptionTimelineEntriesPaged(inscriptionId: $inscriptionId, scale: $scale, year: $year, month: $month, first: $first, pivot: $pivot) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          summary
          scale
          year
          month
          week
          dateUpdated
          sentences {
            text
            entries {
              entryId
              entryName
              dateRecorded
            }
          }
        }
      }
    }
  }
`);

export const generateTimelineDocument = graphql(`
  mutation GenerateInscriptionTimeline($input: GenerateInscriptionTimelineInput!) {
    generateInscriptionTimeline(input: $input) {
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

export const timelineJobDocument = graphql(`
  query TimelineJob($id: ID!) {
    job(id: $id) {
      id
      status
      progress
      progressMessage
    }
  }
`);

export const updateTimelineSummaryDocument = graphql(`
  mutation UpdateTimelineSummary($input: UpdateInscriptionTimelineEntryInput!) {
    updateInscriptionTimelineEntry(input: $input) {
      code
      success
      message
      inscriptionTimelineEntry {
        id
      }
    }
  }
`);

export const deleteTimelineSummaryDocument = graphql(`
  mutation DeleteTimelineSummary($input: DeleteInscriptionTimelineEntryInput!) {
    deleteInscriptionTimelineEntry(input: $input) {
      code
      success
      message
      inscriptionTimelineEntry {
        id
      }
    }
  }
`);

export const FAILED_TO_GET_TIMELINE = failedTo('get', 'timeline entries');
export const FAILED_TO_GENERATE_TIMELINE = failedTo('create', 'timeline entry');
export const FAILED_TO_UPDATE_TIMELINE = failedTo('update', 'timeline entry');
export const FAILED_TO_DELETE_TIMELINE = failedTo('delete', 'timeline entry');
export const SUMMARY_EMPTY = 'Summary cannot be empty';

/** One period's summary as the timeline lists it. */
export type TimelineNode = TimelinePageQuery['inscriptionTimelineEntriesPaged']['edges'][number]['node'];

export interface TimelineFilter {
  scale: TimelineScale;
  year: number;
  /** Null for the year scale. */
  month: number | null;
}

/** Pages of 15; a new filter is a new query, so it starts again from the first page. */
export const useTimelinePages = (inscriptionId: string, filter: TimelineFilter) =>
  useInfiniteQuery({
    queryKey: queryKeys.timeline.list(inscriptionId, filter),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      (
        await gqlRequest(
          timelinePageDocument,
          {
            inscriptionId,
            scale: filter.scale,
            year: filter.year,
            month: filter.month,
            first: TIMELINE_PAGE_SIZE,
            pivot: pageParam,
          },
          { signal },
        )
      ).inscriptionTimelineEntriesPaged,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : null),
  });

export const generateTimeline = (inscriptionId: string, filter: TimelineFilter) =>
  runMutation(
    generateTimelineDocument,
    { input: { inscriptionId, ...filter } },
    { object: 'job', failure: FAILED_TO_GENERATE_TIMELINE },
  );

/** The generating job, polled until it is done or failed. */
export const useTimelineJob = (jobId: string | null) =>
  useJobProgress({
    queryKey: queryKeys.timeline.job(jobId),
    enabled: jobId !== null,
    queryFn: async ({ signal }) => (await gqlRequest(timelineJobDocument, { id: jobId! }, { signal })).job,
  });

/** Replaces a summary's text with its owner's: the generated sentences and their entry links go with it. */
export const updateTimelineSummary = (id: string, summary: string) =>
  runMutation(updateTimelineSummaryDocument, { input: { id, summary } }, { object: 'inscriptionTimelineEntry', failure: FAILED_TO_UPDATE_TIMELINE });

export const deleteTimelineSummary = (id: string) =>
  runMutation(deleteTimelineSummaryDocument, { input: { id } }, { object: 'inscriptionTimelineEntry', failure: FAILED_TO_DELETE_TIMELINE });
