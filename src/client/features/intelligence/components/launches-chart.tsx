import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { TrendOverview } from '../api/trend-queries.ts';

/** Launches per year in the catalogue (the partial last year included, as the catalogue has it). */
export function LaunchesChart({
  launches,
  fromYear = 1980,
}: {
  launches: TrendOverview['launches'];
  fromYear?: number;
}) {
  const data = launches
    .filter((point) => point.year >= fromYear)
    .map((point) => ({ year: point.year, launches: point.count, 'with notes': point.withNotes }));
  // 45 years of paired bars need about 640 px: on a phone the chart scrolls sideways rather than drawing hairlines.
  return (
    <div style={{ overflowX: 'auto' }}>
      <BarChart
        miw={640}
        h={260}
        data={data}
        dataKey="year"
        series={[
          { name: 'launches', color: '#b59f72' },
          { name: 'with notes', color: '#8a6a48' },
        ]}
        gridAxis="y"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        aria-label="Launches per year"
        data-testid="launches-chart"
      />
    </div>
  );
}
