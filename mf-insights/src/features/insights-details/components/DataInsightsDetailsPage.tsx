import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from '@inscriptions/shared/router';
import { FAILED_TO_FETCH_STATS, INSIGHT_SECTIONS } from '@inscriptions/shared/constants';
import { MutationError } from '@inscriptions/shared/api';
import type { InscriptionSummary } from '@inscriptions/shared/api';
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
import { FAILED_TO_REFRESH_INSIGHTS, useDiveDeeperQuestions, useInsight, useInsightHistory, useRefreshInsights } from '../../common/api/insights';
import { InsightCharts } from './InsightCharts';
import { InsightField, type SelectedItem } from './InsightField';
import { RefreshStatus } from './RefreshStatus';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;
const Section = styled.section`
  display: grid;
  gap: 12px;
  h2 {
    margin: 8px 0 0;
    font-size: 1.25rem;
  }
`;

function InsightsView({ inscription }: { inscription: InscriptionSummary }) {
  const insight = useInsight(inscription.id);
  const history = useInsightHistory(inscription.id);
  const refresh = useRefreshInsights(inscription.id);
  const diveDeeper = useDiveDeeperQuestions(inscription.id);
  const [selected, setSelected] = useState<SelectedItem | null>(null);

  useEffect(() => {
    if (insight.isError) reportError(FAILED_TO_FETCH_STATS);
  }, [insight.isError]);

  const data = insight.data;
  const first = data?.fields.find((f) => f.field === 'reoccurringTrends')?.items[0] ?? data?.fields.find((f) => f.items.length)?.items[0];
  const shown = selected ?? (first ? { field: 'reoccurringTrends', topic: first.topic ?? first.name, name: first.name } : null);
  const points = (history.data?.inscriptionInsightHistory ?? []).map((p) => ({
    period: p.period,
    value: p.items.find((i) => i.topic === shown?.topic && (selected ? i.field === selected.field : true))?.score ?? 0,
  }));
  const writing = (history.data?.inscriptionWritingActivity ?? []).map((p) => ({ period: p.period, value: p.entries }));

  const onRefresh = async () => {
    try {
      await refresh();
    } catch (e) {
      reportError(e instanceof MutationError ? e.message : FAILED_TO_REFRESH_INSIGHTS);
    }
  };

  return (
    <>
      <Header>
        <Muted>
          {data
            ? `Found in ${data.entryCount} entries of ${inscription.name}, ${new Date(data.dateUpdated ?? '').toLocaleString()} (${data.engine === 'openai' ? 'language model' : 'offline rules'}).`
            : `Insights of ${inscription.name}.`}
        </Muted>
        <Button type="button" onClick={() => void onRefresh()}>
          Refresh now
        </Button>
      </Header>
      <RefreshStatus inscriptionId={inscription.id} onDone={() => void Promise.all([insight.refetch(), history.refetch()])} />
      {insight.isPending ? (
        <PageSkeleton label="Loading insights" />
      ) : insight.isError ? (
        <Card role="alert">
          <p style={{ marginTop: 0 }}>{FAILED_TO_FETCH_STATS}</p>
          <Button type="button" onClick={() => void insight.refetch()}>
            Try again
          </Button>
        </Card>
      ) : !data ? (
        <Card data-testid="insights-empty">
          <p style={{ margin: 0 }}>
            No insights yet. They are found from your entries a little while after you add or change one; “Refresh now” finds
            them at once.
          </p>
        </Card>
      ) : (
        <>
          <InsightCharts writing={writing} item={shown ? { name: shown.name, points } : null} />
          {INSIGHT_SECTIONS.map((section, s) => (
            <Section key={section.title} aria-labelledby={`insight-section-${s}`}>
              <h2 id={`insight-section-${s}`}>{section.title}</h2>
              {section.fields.map(({ field, title }) => (
                <InsightField
                  key={field}
                  inscriptionId={inscription.id}
                  field={field}
                  title={title}
                  items={data.fields.find((f) => f.field === field)?.items ?? []}
                  questions={diveDeeper[field]!}
                  onShowHistory={(item) => setSelected(item)}
                />
              ))}
            </Section>
          ))}
        </>
      )}
    </>
  );
}

/** The page around its content, its heading naming the inscription once it is known. */
function InsightsFrame({ inscription, children }: { inscription?: InscriptionSummary; children: ReactNode }) {
  return (
    <PageContainer data-testid="page-DataInsightsDetails" aria-labelledby="heading-DataInsightsDetails">
      <PageHeading id="heading-DataInsightsDetails">
        {inscription ? `Data insights: ${inscription.name}` : 'Data insights'}
      </PageHeading>
      {children}
    </PageContainer>
  );
}

export function DataInsightsDetailsPage() {
  const { inscriptionId = '' } = useParams();
  return (
    <OwnInscriptionGate
      inscriptionId={inscriptionId}
      backTo={{ href: hrefs.selectDataInsights(), label: 'Back to Data & Insights' }}
      loading={<PageSkeleton label="Loading insights" />}
      frame={(state) => <InsightsFrame>{state}</InsightsFrame>}
      reportFailure
    >
      {(inscription) => (
        <InsightsFrame inscription={inscription}>
          <InsightsView inscription={inscription} />
        </InsightsFrame>
      )}
    </OwnInscriptionGate>
  );
}
