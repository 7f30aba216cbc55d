import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDayMonth } from '../../../../domain/shared/format-dates.ts';
import { ROUTES } from '../../../config/paths.ts';
import type { Dashboard } from '../api/get-dashboard.ts';

/** The latest perfume-news headlines from the configured feeds. */
export function NewsPanel({ news, isAdmin }: { news: Dashboard['news']; isAdmin: boolean }) {
  return (
    <Card padding="lg" data-testid="news-headlines">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            News
          </Title>
          <Anchor component={Link} to={ROUTES.perfumeNews.path} size="sm">
            All news
          </Anchor>
        </Group>
        {news.headlines.length === 0 ? (
          <Text size="sm" c="dimmed" lh={1.6}>
            {news.feedCount === 0
              ? isAdmin
                ? 'No feeds yet. Add an RSS or Atom feed on the News page; feeds are fetched every 30 minutes.'
                : 'No feeds yet. An administrator adds RSS or Atom feeds on the News page; they are fetched every 30 minutes.'
              : 'No articles yet: the feeds are fetched every 30 minutes while the server is online.'}
          </Text>
        ) : (
          <Stack gap={10}>
            {news.headlines.map((headline) => (
              <Stack key={headline.id} gap={0}>
                <Anchor
                  href={headline.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  c="var(--mantine-color-text)"
                  lineClamp={2}
                >
                  {headline.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {headline.sourceName} · {formatDayMonth(headline.publishedAt)}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
