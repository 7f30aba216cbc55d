import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { getFeedbackAnalytics } from '../api/get-feedback-analytics.ts';
import {
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_TYPE_LABELS,
  labelOf,
} from '../feedback-options.ts';

type Summary = Awaited<ReturnType<typeof getFeedbackAnalytics>>;

const toBars = (counts: Record<string, number | undefined>, labels: Record<string, string>) =>
  Object.entries(counts)
    .map(([key, count]) => ({ label: labelOf(labels, key), count: count ?? 0 }))
    .sort((a, b) => b.count - a.count);

function Bars({ title, data }: { title: string; data: { label: string; count: number }[] }) {
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h6" mb="xs">
        {title}
      </Title>
      {data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No feedback matches.
        </Text>
      ) : (
        <BarChart
          h={180}
          data={data}
          dataKey="label"
          series={[{ name: 'count', label: 'Items', color: '#8a6a48' }]}
          gridAxis="x"
          orientation="vertical"
          yAxisProps={{ width: 130 }}
          aria-label={title}
        />
      )}
    </Card>
  );
}

/** Counts by type, status and category, and submissions per week, over the current filters. */
export function FeedbackAnalytics({ summary }: { summary: Summary }) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <Bars title="By type" data={toBars(summary.byType, FEEDBACK_TYPE_LABELS)} />
        <Bars title="By status" data={toBars(summary.byStatus, FEEDBACK_STATUS_LABELS)} />
        <Bars title="By category" data={toBars(summary.byCategory, FEEDBACK_CATEGORY_LABELS)} />
      </SimpleGrid>
      <Card withBorder padding="sm">
        <Title order={3} size="h6" mb="xs">
          Submissions per week
        </Title>
        {summary.weekly.length === 0 ? (
          <Text size="sm" c="dimmed">
            No feedback matches.
          </Text>
        ) : (
          <LineChart
            h={200}
            data={summary.weekly}
            dataKey="week"
            series={[{ name: 'count', label: 'Submissions', color: '#8a6a48' }]}
            curveType="monotone"
            aria-label="Submissions per week"
          />
        )}
      </Card>
    </Stack>
  );
}
