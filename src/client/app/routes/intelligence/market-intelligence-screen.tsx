import { Card, MultiSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ComponentProps } from 'react';
import { useSeries, useTrendOverview } from '../../../features/intelligence/api/trend-queries.ts';
import { CatalogueEmptyState } from '../../../features/intelligence/components/catalogue-empty-state.tsx';
import { ShareChart } from '../../../features/intelligence/components/share-chart.tsx';
import { ScreenLoader } from '../../../components/screen-loader.tsx';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';
import { PlanNotice, readPlanRefusal } from '../../../components/plan-notice.tsx';
import { MarketArea } from '../../../features/intelligence/components/market-area.tsx';

const DEFAULT_NOTES = ['oud', 'bergamot', 'vanilla', 'pink pepper'];
/** The most series one chart compares (beyond, the lines cannot be told apart). */
const MAX_COMPARED = 8;

type ComparisonProps = {
  kind: 'note' | 'accord';
  title: string;
  options: string[];
  value: string[];
  onChange: (value: string[]) => void;
  series: ComponentProps<typeof ShareChart>['series'];
  toYear: ComponentProps<typeof ShareChart>['toYear'];
};

/** One card: the notes (or accords) picked, up to MAX_COMPARED, and their share of launches over the years. */
function ShareComparison({ kind, title, options, value, onChange, series, toYear }: ComparisonProps) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} mb="xs">
        {title}
      </Title>
      <MultiSelect
        data={options}
        value={value}
        onChange={(next) => onChange(next.slice(0, MAX_COMPARED))}
        searchable
        maxValues={MAX_COMPARED}
        mb="sm"
        aria-label={`${title} to compare`}
      />
      <ShareChart series={series} kind={kind} toYear={toYear} />
    </Card>
  );
}

/** /market-intelligence: compare notes and accords over the years (share of launches), coloured by odour family. */
function MarketIntelligenceContent() {
  const overview = useTrendOverview();
  const [notes, setNotes] = useState<string[]>(DEFAULT_NOTES);
  const [accords, setAccords] = useState<string[]>([]);
  const noteSeries = useSeries('note', notes);
  const accordOptions = (overview.data?.accords ?? []).map((trend) => trend.trendName);
  const chosenAccords = accords.length > 0 ? accords : accordOptions.slice(0, 5);
  const accordSeries = useSeries('accord', chosenAccords);
  if (overview.isPending) return <ScreenLoader title="Market Intelligence" />;
  if (overview.isError)
    return (
      <Text c="red" py="xl">
        Error loading market intelligence: {overview.error.message}
      </Text>
    );
  if (!overview.data.computedAt) return <CatalogueEmptyState title="No trends computed yet" />;
  const noteOptions = [
    ...new Set([
      ...DEFAULT_NOTES,
      ...overview.data.risingNotes.map((trend) => trend.trendName),
      ...overview.data.fallingNotes.map((trend) => trend.trendName),
      ...notes,
    ]),
  ];
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>Market Intelligence</Title>
        <Text c="dimmed">
          Share of launches per year carrying a note or an accord, from the {overview.data.catalogue} catalogue. The
          catalogue is a large sample of the market, not a census.
          {overview.data.excludedContradictory > 0
            ? ` ${formatCount(overview.data.excludedContradictory)} perfumes whose data contradicts itself (a launch year before the year in the name, a rating without votes) are left out.`
            : ''}
        </Text>
      </Stack>
      {readPlanRefusal(noteSeries.error ?? accordSeries.error) ? (
        <PlanNotice
          error={noteSeries.error ?? accordSeries.error}
          title="Comparing notes and accords is an advanced analysis"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
          <ShareComparison
            kind="note"
            title="Notes"
            options={noteOptions}
            value={notes}
            onChange={setNotes}
            series={noteSeries.data?.items ?? []}
            toYear={overview.data.latestCompleteYear}
          />
          <ShareComparison
            kind="accord"
            title="Accords"
            options={accordOptions}
            value={chosenAccords}
            onChange={setAccords}
            series={accordSeries.data?.items ?? []}
            toYear={overview.data.latestCompleteYear}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Its tab of the Market area (issue 35 item 21). */
export function MarketIntelligenceScreen() {
  return (
    <MarketArea>
      <MarketIntelligenceContent />
    </MarketArea>
  );
}
