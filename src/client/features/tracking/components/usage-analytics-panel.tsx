import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Alert, Card, Group, Progress, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useUsageSummary, type UsageSummary } from '../api/usage-analytics.ts';
import { ACTION_LABELS } from '../tracking-labels.ts';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';

const RANGES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
];
const ACCENT = '#8a6a48';
const SECOND = '#6f8a74';

const formatShare = (share: number) => `${(share * 100).toFixed(share > 0 && share < 0.1 ? 1 : 0)} %`;
const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function Stat({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <Card withBorder>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.06em' }}>
        {label}
      </Text>
      <Text fz={26} fw={500} mt={4}>
        {formatCount(value)}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

function Section({ title, children, note }: { title: string; children: React.ReactNode; note?: string }) {
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h5" mb={note ? 2 : 'sm'}>
        {title}
      </Title>
      {note && (
        <Text size="xs" c="dimmed" mb="sm">
          {note}
        </Text>
      )}
      {children}
    </Card>
  );
}

function Breakdown({ rows, empty }: { rows: { label: string; sessions: number }[]; empty: string }) {
  const total = rows.reduce((sum, row) => sum + row.sessions, 0);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap={10}>
      {rows.map((row) => (
        <div key={row.label}>
          <Group justify="space-between" gap="xs" mb={2}>
            <Text size="sm" tt={row.label === row.label.toLowerCase() ? 'capitalize' : undefined}>
              {row.label}
            </Text>
            <Text size="sm" c="dimmed">
              {formatCount(row.sessions)} · {formatShare(total ? row.sessions / total : 0)}
            </Text>
          </Group>
          <Progress value={total ? (row.sessions / total) * 100 : 0} color={ACCENT} size="sm" aria-hidden />
        </div>
      ))}
    </Stack>
  );
}

function Funnel({ steps }: { steps: UsageSummary['funnel'] }) {
  return (
    <Stack gap="sm">
      {steps.map((step, index) => (
        <div key={step.label}>
          <Group justify="space-between" gap="xs" mb={2}>
            <Text size="sm" fw={500}>
              {index + 1}. {step.label}
            </Text>
            <Text size="sm">
              {formatCount(step.count)}
              {index > 0 && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {formatShare(step.ofPrevious)} of step {index}
                </Text>
              )}
            </Text>
          </Group>
          <Progress value={step.ofFirst * 100} color={index === 0 ? ACCENT : SECOND} size="lg" aria-hidden />
        </div>
      ))}
    </Stack>
  );
}

function isEmpty(summary: UsageSummary) {
  const { pageViews, apiCalls, actions } = summary.totals;
  return pageViews + apiCalls + actions === 0;
}

/** Visitors, sessions, page views over time, top pages, devices and the landing → sign-up → formula funnel. */
export function UsageAnalyticsPanel() {
  const [days, setDays] = useState('30');
  const summary = useUsageSummary(Number(days));
  const range = <SegmentedControl size="xs" value={days} onChange={setDays} data={RANGES} aria-label="Period" />;
  if (summary.isError) return <Alert color="red">Could not read the usage records: {summary.error.message}</Alert>;
  const data = summary.data;
  if (!data) return <Text c="dimmed">Reading the usage records…</Text>;
  if (isEmpty(data))
    return (
      <Stack gap="md">
        <Group justify="flex-end">{range}</Group>
        <Card withBorder padding="xl">
          <Stack gap="xs" maw={640}>
            <Title order={3} size="h4">
              No usage recorded in the last {days} days
            </Title>
            <Text c="dimmed" lh={1.6}>
              Records arrive by themselves: a page view each time someone opens a page of Sillage (the front page
              included), an API call each time the app asks the server for something, and an action when someone signs
              up, creates or imports a formula, or downloads a certificate. Browsers that send Do Not Track or Global
              Privacy Control are never recorded, and records older than the retention period below are deleted each
              day.
            </Text>
          </Stack>
        </Card>
      </Stack>
    );
  const chartData = data.daily.map((point) => ({ ...point, label: formatDay(point.day) }));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed">
          Since {formatDay(data.since.slice(0, 10))} (UTC). Visitors: a signed-in person counts once, a visitor without
          an account once per session.
        </Text>
        {range}
      </Group>
      {data.anonymousOverBudget.events > 0 && (
        <Alert color="yellow" title="Visitors without an account passed the daily budget">
          On {formatCount(data.anonymousOverBudget.days)} {data.anonymousOverBudget.days === 1 ? 'day' : 'days'} of this
          period, visitors without an account sent more than the records a day this instance keeps for them
          (TRACKING_ANONYMOUS_RECORDS_PER_DAY): {formatCount(data.anonymousOverBudget.events)} more events were counted,
          not stored, and are not in the figures below.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
        <Stat
          label="Visitors"
          value={data.totals.visitors}
          hint={`${formatCount(data.totals.signedInUsers)} signed in`}
        />
        <Stat label="Sessions" value={data.totals.sessions} hint="ended by 30 minutes idle" />
        <Stat label="Page views" value={data.totals.pageViews} hint="route changes and page loads" />
        <Stat label="Actions" value={data.totals.actions} hint="sign-ups, formulas, downloads" />
        <Stat label="API calls" value={data.totals.apiCalls} hint="requests to the server" />
      </SimpleGrid>
      <Section title="Page views and sessions per day">
        <AreaChart
          h={240}
          data={chartData}
          dataKey="label"
          series={[
            { name: 'pageViews', label: 'Page views', color: ACCENT },
            { name: 'sessions', label: 'Sessions', color: SECOND },
          ]}
          curveType="monotone"
          withDots={data.daily.length <= 14}
          withLegend
          legendProps={{ verticalAlign: 'top', height: 36 }}
          fillOpacity={0.18}
          aria-label="Page views and sessions per day"
        />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Top pages" note="Pages are recorded by route, never with ids or query strings.">
          {data.topPages.length === 0 ? (
            <Text size="sm" c="dimmed">
              No page view in this period.
            </Text>
          ) : (
            <Table verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Page</Table.Th>
                  <Table.Th ta="right">Views</Table.Th>
                  <Table.Th ta="right">Sessions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.topPages.map((page) => (
                  <Table.Tr key={page.path}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {page.path}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatCount(page.views)}</Table.Td>
                    <Table.Td ta="right">{formatCount(page.sessions)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>
        <Section
          title="From the front page to a formula"
          note="Sessions that opened the front page, signed up in that session, then created a formula (in that session or signed in as that account)."
        >
          <Funnel steps={data.funnel} />
        </Section>
        <Section title="Devices" note="Sessions with a page view, by device type.">
          <Breakdown rows={data.devices} empty="No page view in this period." />
        </Section>
        <Section title="Browsers">
          <Breakdown rows={data.browsers} empty="No page view in this period." />
        </Section>
        <Section title="Actions">
          {data.actions.length === 0 ? (
            <Text size="sm" c="dimmed">
              No sign-up, formula or download recorded in this period.
            </Text>
          ) : (
            <BarChart
              h={Math.max(120, data.actions.length * 40)}
              data={data.actions.map((row) => ({ label: ACTION_LABELS[row.action] ?? row.action, count: row.count }))}
              dataKey="label"
              orientation="vertical"
              yAxisProps={{ width: 170 }}
              series={[{ name: 'count', label: 'Times', color: ACCENT }]}
              gridAxis="x"
              aria-label="Actions"
            />
          )}
        </Section>
        <Section title="Countries">
          <Breakdown
            rows={data.countries}
            empty="No places: geolocation is off (the default), or every visit came from a private network. An administrator can name a geolocation service below."
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
