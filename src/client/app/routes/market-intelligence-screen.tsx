import { Card, MultiSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSeries, useTrendOverview } from '../../features/intelligence/api/trend-queries.ts';
import { CatalogueEmptyState } from '../../features/intelligence/components/catalogue-empty-state.tsx';
import { ShareChart } from '../../features/intelligence/components/share-chart.tsx';
import { ScreenLoader } from '../../components/screen-loader.tsx';

const DEFAULT_NOTES = ['oud', 'bergamot', 'vanilla', 'pink pepper'];

/** /market-intelligence: compare notes and accords over the years (share of launches), coloured by odour family. */
export function MarketIntelligenceScreen() {
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
            ? ` ${overview.data.excludedContradictory.toLocaleString()} perfumes whose data contradicts itself (a launch year before the year in the name, a rating without votes) are left out.`
            : ''}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="md">
          <Title order={3} mb="xs">
            Notes
          </Title>
          <MultiSelect
            data={noteOptions}
            value={notes}
            onChange={(value) => setNotes(value.slice(0, 8))}
            searchable
            maxValues={8}
            mb="sm"
            aria-label="Notes to compare"
          />
          <ShareChart series={noteSeries.data?.items ?? []} kind="note" toYear={overview.data.latestCompleteYear} />
        </Card>
        <Card withBorder radius="md" padding="md">
          <Title order={3} mb="xs">
            Accords
          </Title>
          <MultiSelect
            data={accordOptions}
            value={chosenAccords}
            onChange={(value) => setAccords(value.slice(0, 8))}
            searchable
            maxValues={8}
            mb="sm"
            aria-label="Accords to compare"
          />
          <ShareChart series={accordSeries.data?.items ?? []} kind="accord" toYear={overview.data.latestCompleteYear} />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
