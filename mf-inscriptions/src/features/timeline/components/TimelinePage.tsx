import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from '@inscriptions/shared/router';
import { format, subMonths } from 'date-fns';
import { MutationError, isJobFinished, queryKeys, useQueryClient } from '@inscriptions/shared/api';
import { TIMELINE_NOT_GENERATED, TIMELINE_YEAR_CHOICES } from '@inscriptions/shared/constants';
import { hrefs } from '@inscriptions/shared/federation';
import { reportError } from '@inscriptions/shared/store';
import {
  Button,
  Card,
  Muted,
  OwnInscriptionGate,
  PageContainer,
  PageHeading,
  PageSkeleton,
  styled,
} from '@inscriptions/shared/ui';
import type { InscriptionSummary } from '@inscriptions/shared/api';
import type { TimelineScale } from '../../../generated/graphql';
import {
  FAILED_TO_GENERATE_TIMELINE,
  FAILED_TO_GET_TIMELINE,
  generateTimeline,
  useTimelineJob,
  useTimelinePages,
  type TimelineFilter,
} from '../api/timeline';
import { TimelineSummary } from './TimelineSummary';

const SCALES: { scale: TimelineScale; label: string }[] = [
  { scale: 'WEEK', label: 'Week' },
  { scale: 'MONTH', label: 'Month' },
  { scale: 'YEAR', label: 'Year' },
];

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 16px;
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: flex;
    gap: 12px;
  }
  legend,
  label {
    font-weight: 600;
    display: block;
    margin-bottom: 4px;
  }
  input,
  select {
    font: inherit;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Month picker default: the previous month (December of last year in January). */
export const defaultMonth = (now = new Date()) => format(subMonths(now, 1), 'yyyy-MM');
/** Year choices: the previous year and the ten before it, newest first. */
export const yearChoices = (now = new Date()) => Array.from({ length: TIMELINE_YEAR_CHOICES }, (_, i) => now.getFullYear() - 1 - i);

function titleOf(node: { scale: TimelineScale; year: number; month?: number | null; week?: number | null }) {
  if (node.scale === 'YEAR') return String(node.year);
  if (node.scale === 'MONTH') return `${MONTH_NAMES[(node.month ?? 1) - 1]} ${node.year}`;
  return `Week ${node.week}, ${MONTH_NAMES[(node.month ?? 1) - 1]} ${node.year}`;
}

function TimelineView({ inscription }: { inscription: InscriptionSummary }) {
  const queryClient = useQueryClient();
  const [scale, setScale] = useState<TimelineScale>('MONTH');
  const [month, setMonth] = useState(defaultMonth);
  const [year, setYear] = useState(() => yearChoices()[0]!);
  const [jobId, setJobId] = useState<string | null>(null);
  const filter: TimelineFilter =
    scale === 'YEAR' ? { scale, year, month: null } : { scale, year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
  const pages = useTimelinePages(inscription.id, filter);
  const job = useTimelineJob(jobId).data;

  useEffect(() => {
    if (pages.isError) reportError(FAILED_TO_GET_TIMELINE);
  }, [pages.isError]);
  const generating = jobId !== null && !(job && isJobFinished(job));
  useEffect(() => {
    if (job?.status === 'DONE') void queryClient.invalidateQueries({ queryKey: queryKeys.timeline.all });
    if (job?.status === 'FAILED') reportError(FAILED_TO_GENERATE_TIMELINE);
  }, [job?.status, queryClient]);

  const onGenerate = async () => {
    try {
      setJobId((await generateTimeline(inscription.id, filter)).id);
    } catch (e) {
      reportError(e instanceof MutationError ? e.message : FAILED_TO_GENERATE_TIMELINE);
    }
  };

  const nodes = pages.data?.pages.flatMap((p) => p.edges.map((e) => e.node)) ?? [];
  return (
    <>
      <Controls>
        <fieldset>
          <legend>Filter</legend>
          {SCALES.map((s) => (
            <label key={s.scale} style={{ fontWeight: 400 }}>
              <input type="radio" name="timeline-scale" checked={scale === s.scale} onChange={() => setScale(s.scale)} /> {s.label}
            </label>
          ))}
        </fieldset>
        {scale === 'YEAR' ? (
          <div>
            <label htmlFor="timeline-year">Year</label>
            <select id="timeline-year" value={year} onChange={(e) => setYear(Number(e.target.value))}>
              {yearChoices().map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div>
            <label htmlFor="timeline-month">Month</label>
            <input
              id="timeline-month"
              type="month"
              value={month}
              max={format(new Date(), 'yyyy-MM')}
              onChange={(e) => e.target.value && e.target.value <= format(new Date(), 'yyyy-MM') && setMonth(e.target.value)}
            />
          </div>
        )}
        <Button type="button" onClick={() => void onGenerate()} disabled={generating}>
          Generate
        </Button>
      </Controls>
      {generating ? (
        <Muted role="status" data-testid="timeline-job">
          Generating summaries… {job ? `${job.progress}%` : ''}
        </Muted>
      ) : null}
      {pages.isPending ? (
        <PageSkeleton label="Loading the timeline" />
      ) : pages.isError ? (
        <Card role="alert">
          <p style={{ marginTop: 0 }}>{FAILED_TO_GET_TIMELINE}</p>
          <Button type="button" onClick={() => void pages.refetch()}>
            Try again
          </Button>
        </Card>
      ) : nodes.length === 0 ? (
        <Card data-testid="timeline-empty">
          <p style={{ margin: 0 }}>{TIMELINE_NOT_GENERATED}</p>
        </Card>
      ) : (
        <>
          {nodes.map((node) => (
            <TimelineSummary
              key={node.id}
              node={node}
              title={titleOf(node)}
              inscriptionId={inscription.id}
              onChanged={() => void queryClient.invalidateQueries({ queryKey: queryKeys.timeline.all })}
            />
          ))}
          {pages.hasNextPage ? (
            <Button type="button" $variant="secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              Load more
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}

/** The page around its content, its heading naming the inscription once it is known. */
function TimelineFrame({ inscription, children }: { inscription?: InscriptionSummary; children: ReactNode }) {
  return (
    <PageContainer data-testid="page-Timeline" aria-labelledby="heading-Timeline">
      <PageHeading id="heading-Timeline">{inscription ? `Timeline: ${inscription.name}` : 'Timeline'}</PageHeading>
      {children}
    </PageContainer>
  );
}

export function TimelinePage() {
  const { inscriptionId = '' } = useParams();
  return (
    <OwnInscriptionGate
      inscriptionId={inscriptionId}
      backTo={{ href: hrefs.selectInscription(), label: 'Back to My Inscriptions' }}
      loading={<PageSkeleton label="Loading the timeline" />}
      frame={(state) => <TimelineFrame>{state}</TimelineFrame>}
      reportFailure
    >
      {(inscription) => (
        <TimelineFrame inscription={inscription}>
          <TimelineView inscription={inscription} />
        </TimelineFrame>
      )}
    </OwnInscriptionGate>
  );
}
