import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, Muted, styled, useTheme } from '@inscriptions/shared/ui';

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px;
`;
const Figure = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 600;
    margin-bottom: 8px;
  }
`;

export interface ChartPoint {
  period: string;
  value: number;
}

/** A chart with its caption, and its numbers as text for screen readers. */
function ChartFigure({ caption, points, unit, kind }: { caption: string; points: ChartPoint[]; unit: string; kind: 'bar' | 'line' }) {
  const theme = useTheme();
  const summary = points.map((p) => `${p.period}: ${p.value} ${unit}`).join('; ');
  return (
    <Card as={Figure}>
      <figcaption>{caption}</figcaption>
      {points.length ? (
        <>
          <div aria-hidden="true" style={{ width: '100%', height: 180 }}>
            <ResponsiveContainer>
              {kind === 'bar' ? (
                <BarChart data={points} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" stroke={theme.colors.border} />
                  <XAxis dataKey="period" fontSize={12} />
                  <YAxis allowDecimals={false} width={32} fontSize={12} />
                  <Tooltip />
                  <Bar dataKey="value" name={unit} fill={theme.colors.primary} isAnimationActive={false} />
                </BarChart>
              ) : (
                <LineChart data={points} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" stroke={theme.colors.border} />
                  <XAxis dataKey="period" fontSize={12} />
                  <YAxis allowDecimals={false} width={32} fontSize={12} />
                  <Tooltip />
                  <Line dataKey="value" name={unit} stroke={theme.colors.primary} strokeWidth={2} isAnimationActive={false} />
                </LineChart>
              )}
            </ResponsiveContainer>
          </div>
          <p className="visually-hidden">{summary}</p>
        </>
      ) : (
        <Muted>No data yet.</Muted>
      )}
    </Card>
  );
}

export function InsightCharts({ writing, item }: { writing: ChartPoint[]; item: { name: string; points: ChartPoint[] } | null }) {
  return (
    <Charts data-testid="insight-charts">
      <ChartFigure caption="Your writing over time (entries per month)" points={writing} unit="entries" kind="bar" />
      <ChartFigure
        // An item's name quotes its subject already (“kiln” keeps coming up): quoted again, the quotes nest.
        caption={item ? `${item.name}: month to month (entries behind it)` : 'Pick an insight to see how it changed'}
        points={item?.points ?? []}
        unit="entries"
        kind="line"
      />
    </Charts>
  );
}
