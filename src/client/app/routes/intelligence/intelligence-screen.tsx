import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Activity, TrendRow } from '../../../features/intelligence/api/trend-queries.ts';
import { useSeries, useTrendOverview } from '../../../features/intelligence/api/trend-queries.ts';
import { BriefingNarrativeCard } from '../../../features/ai/components/briefing-narrative-card.tsx';
import { BriefingCard } from '../../../features/intelligence/components/briefing-card.tsx';
import { CatalogueEmptyState } from '../../../features/intelligence/components/catalogue-empty-state.tsx';
import { LaunchesChart } from '../../../features/intelligence/components/launches-chart.tsx';
import { colourForNote } from '../../../features/intelligence/components/odour-family-colours.ts';
import { ShareChart } from '../../../features/intelligence/components/share-chart.tsx';
import { ScreenLoader } from '../../../components/screen-loader.tsx';
import { formatCount, formatShare } from '../../../../domain/shared/format-numbers.ts';
import { formatDate } from '../../../../domain/shared/format-dates.ts';
import { PlanNotice, readPlanRefusal } from '../../../components/plan-notice.tsx';
import { MarketArea } from '../../../features/intelligence/components/market-area.tsx';

function TrendList({ title, trends }: { title: string; trends: readonly TrendRow[] }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} mb="xs">
        {title}
      </Title>
      {trends.length === 0 && (
        <Text c="dimmed" size="sm">
          None in the last three complete years.
        </Text>
      )}
      <Table>
        <Table.Tbody>
          {trends.map((trend) => (
            <Table.Tr key={trend.id}>
              <Table.Td>
                <Group gap={8} wrap="nowrap">
                  <span
                    aria-hidden
                    style={{ width: 10, height: 10, borderRadius: 5, background: colourForNote(trend.trendName) }}
                  />
                  <Anchor
                    component={Link}
                    to={`/material-intelligence?note=${encodeURIComponent(trend.trendName)}`}
                    tt="capitalize"
                  >
                    {trend.trendName}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td ta="right" c="dimmed">
                {formatShare(trend.previousRelevanceScore)} → {formatShare(trend.currentRelevanceScore)}
              </Table.Td>
              <Table.Td ta="right">
                <Badge variant="light" size="sm">
                  velocity {trend.velocity.toFixed(2)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function ActivityTable({ title, rows }: { title: string; rows: readonly Activity[] }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} mb="xs">
        {title}
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">Last 3 years</Table.Th>
            <Table.Th ta="right">All</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, 12).map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td>
                {row.name}
                {row.country ? (
                  <Text span c="dimmed" size="xs">
                    {' '}
                    · {row.country}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">{row.recent}</Table.Td>
              <Table.Td ta="right" c="dimmed">
                {row.total}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** /intelligence and /perfumer-intel: launches, rising and falling notes, accords, brands and perfumers, the briefing. */
function IntelligenceContent() {
  const overview = useTrendOverview();
  const topAccords = (overview.data?.accords ?? []).slice(0, 6).map((trend) => trend.trendName);
  const accords = useSeries('accord', topAccords);
  if (overview.isPending) return <ScreenLoader title="Intelligence" />;
  if (overview.isError)
    return (
      <Text c="red" py="xl">
        Error loading intelligence: {overview.error.message}
      </Text>
    );
  const data = overview.data;
  if (!data.computedAt) return <CatalogueEmptyState title="No trends computed yet" />;
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>Intelligence</Title>
        <Text c="dimmed">
          Computed from the {data.catalogue} catalogue on {formatDate(data.computedAt)}. Shares are of launches that
          list notes; “recent” is{' '}
          {data.latestCompleteYear
            ? `${data.latestCompleteYear - 2}-${data.latestCompleteYear}`
            : 'the last three years'}{' '}
          (the last complete years), compared with the three before.
        </Text>
        {data.excludedContradictory > 0 && (
          <Text size="sm" c="dimmed" data-testid="excluded-contradictory">
            {formatCount(data.excludedContradictory)} perfume{data.excludedContradictory === 1 ? ' is' : 's are'} left
            out of these counts: their data contradicts itself (a launch year before the year in the name, or a rating
            without votes).
          </Text>
        )}
      </Stack>
      <Card withBorder radius="md" padding="md">
        <Title order={3} mb="xs">
          Launches per year
        </Title>
        <LaunchesChart launches={data.launches} />
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <TrendList title="Rising notes" trends={data.risingNotes} />
        <TrendList title="Falling notes" trends={data.fallingNotes} />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <Title order={3} mb="xs">
          Main accords, share of launches
        </Title>
        {readPlanRefusal(accords.error) ? (
          <PlanNotice error={accords.error} title="An advanced analysis" />
        ) : (
          <ShareChart series={accords.data?.items ?? []} kind="accord" toYear={data.latestCompleteYear} />
        )}
      </Card>
      <BriefingCard />
      <BriefingNarrativeCard />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ActivityTable title="Most active brands" rows={data.brands} />
        <ActivityTable title="Most active perfumers" rows={data.perfumers} />
      </SimpleGrid>
    </Stack>
  );
}

/** Its tab of the Market area (issue 35 item 21). */
export function IntelligenceScreen() {
  return (
    <MarketArea>
      <IntelligenceContent />
    </MarketArea>
  );
}
