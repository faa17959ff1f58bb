import { BACKGROUND_RESULT_WAIT_MS, JOB_POLL_INTERVAL_MS } from '@inscriptions/contracts';

/** What react-query tells a refetchInterval about the word timings' query. */
interface PolledQuery {
  state: { data: unknown; dataUpdateCount: number };
}

/**
 * A recording's word timings are written by the server's alignment job after the text or the audio
 * changed: asked for at the pace of any job's progress until they are there, and no longer than
 * BACKGROUND_RESULT_WAIT_MS (an alignment that failed, or a server without one, never writes them).
 */
export function wordTimingsPollInterval(query: PolledQuery): number | false {
  if (query.state.data) return false;
  return query.state.dataUpdateCount * JOB_POLL_INTERVAL_MS < BACKGROUND_RESULT_WAIT_MS ? JOB_POLL_INTERVAL_MS : false;
}
