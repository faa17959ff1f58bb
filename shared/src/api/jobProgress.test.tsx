import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { JOB_POLL_INTERVAL_MS } from '@inscriptions/contracts';
import { useJobProgress, type PolledJob } from './jobProgress';

type Job = PolledJob & { progress: number };
const job = (status: Job['status'], progress = 0): Job => ({ status, progress });
const JOB_KEY = ['job', 'job-1'];

/** A job's status and progress as a page shows them, read through the hook; each read answers the next of `answers` (the last one from then on). */
function showJob(answers: (Job | null)[], { enabled = true } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const signals: AbortSignal[] = [];
  const read = jest.fn(({ signal }: { signal: AbortSignal }) => {
    signals.push(signal);
    return Promise.resolve(answers[Math.min(signals.length, answers.length) - 1]!);
  });
  function JobStatus() {
    const { data } = useJobProgress({ queryKey: JOB_KEY, queryFn: read, enabled });
    return (
      <output>
        {data === undefined ? 'not asked' : data === null ? 'no job' : `${data.status} ${data.progress}%`}
      </output>
    );
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <JobStatus />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, read, signals };
}

/** Lets `ms` pass (an answer shows a moment after its read). */
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const shown = () => screen.getByRole('status').textContent;

describe('useJobProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks every JOB_POLL_INTERVAL_MS while the job is queued or running, and no more once it is done', async () => {
    const { read } = showJob([job('QUEUED'), job('RUNNING', 40), job('DONE', 100)]);
    await wait(10);
    expect(read).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('QUEUED 0%');
    await wait(JOB_POLL_INTERVAL_MS - 20);
    expect(read).toHaveBeenCalledTimes(1);
    await wait(20);
    expect(read).toHaveBeenCalledTimes(2);
    expect(shown()).toBe('RUNNING 40%');
    await wait(JOB_POLL_INTERVAL_MS);
    expect(shown()).toBe('DONE 100%');
    await wait(5 * JOB_POLL_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('stops asking once the job failed', async () => {
    const { read } = showJob([job('RUNNING', 10), job('FAILED', 10)]);
    await wait(JOB_POLL_INTERVAL_MS + 10);
    expect(shown()).toBe('FAILED 10%');
    await wait(5 * JOB_POLL_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('asks once about a job that does not exist', async () => {
    const { read } = showJob([null]);
    await wait(5 * JOB_POLL_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('no job');
  });

  it('asks nothing while it is disabled (no job started yet)', async () => {
    const { read } = showJob([job('RUNNING')], { enabled: false });
    await wait(5 * JOB_POLL_INTERVAL_MS);
    expect(read).not.toHaveBeenCalled();
    expect(shown()).toBe('not asked');
  });

  it("hands react-query's signal to the read, so a cancelled poll aborts its request", async () => {
    const { queryClient, signals } = showJob([job('RUNNING')]);
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    await act(() => queryClient.cancelQueries({ queryKey: JOB_KEY }));
    expect(signals[0]!.aborted).toBe(true);
  });
});
