import { useQuery, type QueryKey } from '@tanstack/react-query';
import { JOB_POLL_INTERVAL_MS } from '@inscriptions/contracts';
import type { JobStatus } from './generated/graphql';

/** What polling needs of a job: its status. */
export interface PolledJob {
  status: JobStatus;
}

/** A job that is done or failed changes no more. */
export const isJobFinished = (job: PolledJob) => job.status === 'DONE' || job.status === 'FAILED';

export interface JobProgressOptions<TJob extends PolledJob> {
  queryKey: QueryKey;
  /**
   * Reads the job (null or undefined: there is none). It passes react-query's signal on to
   * gqlRequest, so a read nobody waits for any more is cancelled.
   */
  queryFn: (context: { signal: AbortSignal }) => Promise<TJob | null | undefined>;
  enabled?: boolean;
}

/**
 * A background job the page waits for, asked for every JOB_POLL_INTERVAL_MS while it is queued or
 * running; the asking stops once it is done or failed, or when there is no such job.
 */
export function useJobProgress<TJob extends PolledJob>({
  queryKey,
  queryFn,
  enabled = true,
}: JobProgressOptions<TJob>) {
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await queryFn({ signal })) ?? null,
    enabled,
    refetchInterval: (query) => {
      const job = query.state.data;
      return job && !isJobFinished(job) ? JOB_POLL_INTERVAL_MS : false;
    },
  });
}
