import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { NoteSeries } from '../api/trend-queries.ts';
import { colourForAccord, colourForNote } from './odour-family-colours.ts';

type ShareChartProps = {
  series: readonly NoteSeries[];
  kind: 'note' | 'accord';
  fromYear?: number;
  toYear?: number | null;
  height?: number;
};

/** Share of launches (with a listed pyramid) carrying each note or accord, per year, coloured by odour family. */
export function ShareChart({ series, kind, fromYear = 1990, toYear, height = 300 }: ShareChartProps) {
  const years = new Map<number, Record<string, number>>();
  for (const item of series) {
    for (const point of item.points) {
      if (point.year < fromYear || (toYear && point.year > toYear)) continue;
      const row = years.get(point.year) ?? { year: point.year };
      row[item.key] = Math.round(point.share * 1000) / 10;
      years.set(point.year, row);
    }
  }
  const data = [...years.values()].sort((a, b) => (a.year ?? 0) - (b.year ?? 0));
  if (data.length === 0) return <Text c="dimmed">No launches with this {kind} in the catalogue yet.</Text>;
  const colour = kind === 'note' ? colourForNote : colourForAccord;
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="year"
      series={series.map((item) => ({ name: item.key, color: colour(item.key) }))}
      curveType="monotone"
      withDots={false}
      unit=" %"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      gridAxis="y"
      aria-label={`Share of launches per year: ${series.map((item) => item.key).join(', ')}`}
      data-testid="trend-chart"
    />
  );
}
