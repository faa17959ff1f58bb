import { useEffect, useRef } from 'react';
import { Muted, styled } from '@inscriptions/shared/ui';
import { useRefreshJob } from '../../common/api/insights';

const Bar = styled.progress`
  width: 100%;
  height: 10px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/** The refresh job's state: queued (when it runs), running (progress), failed; calls onDone when it finishes. */
export function RefreshStatus({ inscriptionId, onDone }: { inscriptionId: string; onDone: () => void }) {
  const job = useRefreshJob(inscriptionId).data;
  const previous = useRef(job?.status);
  useEffect(() => {
    if (job?.status === 'DONE' && previous.current && previous.current !== 'DONE') onDone();
    previous.current = job?.status;
  }, [job?.status, onDone]);
  if (!job || job.status === 'DONE') return null;
  if (job.status === 'FAILED') return <Muted role="status">The last refresh failed; “Refresh now” tries again.</Muted>;
  if (job.status === 'QUEUED') {
    return (
      <Muted role="status" data-testid="refresh-status">
        Refresh queued: it runs at {new Date(job.runAt).toLocaleTimeString()}.
      </Muted>
    );
  }
  return (
    <div role="status" data-testid="refresh-status">
      <Muted>Refreshing insights: {job.progressMessage ?? 'working'} ({job.progress}%)</Muted>
      <Bar value={job.progress} max={100} aria-label="Insight refresh progress" />
    </div>
  );
}
