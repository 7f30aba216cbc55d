import { Alert, Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useBriefing, useRequestBriefing } from '../api/trend-queries.ts';
import { formatDateTime } from '../../../../domain/shared/format-dates.ts';

/** The latest briefing (reused for 6 hours), with its sources; Refresh forces a new one. Failures show their stored error. */
export function BriefingCard() {
  const briefing = useBriefing();
  const request = useRequestBriefing();
  const current = briefing.data?.briefing ?? null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2}>Briefing</Title>
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            loading={request.isPending}
            disabled={request.isPending}
            onClick={() => request.mutate(false)}
          >
            Get briefing
          </Button>
          <Button variant="subtle" size="xs" disabled={request.isPending} onClick={() => request.mutate(true)}>
            Refresh
          </Button>
        </Group>
      </Group>
      {!current && (
        <Text c="dimmed">
          No briefing yet. Get one: it is assembled from the computed trends and the recent articles, with their
          sources.
        </Text>
      )}
      {current?.error && (
        <Alert color="red" variant="light">
          {current.error}
        </Alert>
      )}
      {current?.briefingData && (
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            {formatDateTime(current.createdAt)} · {current.analysisSummary}
          </Text>
          <List spacing="xs">
            {current.briefingData.points.map((point) => (
              <List.Item key={point.text}>
                {point.text}{' '}
                <Anchor href={point.source.url} size="xs">
                  ({point.source.label})
                </Anchor>
              </List.Item>
            ))}
            {current.briefingData.articles.map((article) => (
              <List.Item key={article.id}>
                <Anchor href={article.url} target="_blank" rel="noreferrer">
                  {article.title}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  {article.sourceName}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Card>
  );
}
