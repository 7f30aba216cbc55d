import { Alert, Badge, Button, Card, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useAddFeed, useDeleteFeed, useFeeds, useFetchFeeds, useToggleFeed } from '../api/admin-feeds.ts';
import { formatDateTime } from '../../../../domain/shared/format-dates.ts';

/** Admins: the configured RSS/Atom feeds, their last fetch, add / enable / remove, and Fetch now. */
export function FeedAdminPanel() {
  const feeds = useFeeds(true);
  const add = useAddFeed();
  const toggle = useToggleFeed();
  const remove = useDeleteFeed();
  const fetchNow = useFetchFeeds();
  const [draft, setDraft] = useState({ name: '', url: '' });
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={3}>Feeds (admin)</Title>
        <Button variant="light" size="xs" loading={fetchNow.isPending} onClick={() => fetchNow.mutate()}>
          Fetch now
        </Button>
      </Group>
      {fetchNow.data && (
        <Text size="sm" mb="sm">
          {fetchNow.data.results
            .map(
              (result) =>
                `${result.name}: ${result.status === 'ok' ? `${result.added} new` : `failed (${result.error})`}`,
            )
            .join(' · ')}
        </Text>
      )}
      <Table>
        <Table.Tbody>
          {feeds.data?.items.map((feed) => (
            <Table.Tr key={feed.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {feed.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {feed.url}
                </Text>
              </Table.Td>
              <Table.Td>
                {feed.lastStatus === 'ok' && (
                  <Badge color="green" variant="light">
                    fetched {feed.lastFetchedAt ? formatDateTime(feed.lastFetchedAt) : ''}
                  </Badge>
                )}
                {feed.lastStatus === 'failed' && (
                  <Badge color="red" variant="light" title={feed.lastError ?? ''}>
                    failed: {feed.lastError}
                  </Badge>
                )}
                {!feed.lastStatus && (
                  <Badge color="gray" variant="light">
                    never fetched
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Switch
                  checked={feed.isEnabled}
                  onChange={(event) => toggle.mutate({ id: feed.id, isEnabled: event.currentTarget.checked })}
                  aria-label={`Enable ${feed.name}`}
                />
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(feed.id)}>
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="xs" mt="md">
        <Group align="flex-end">
          <TextInput
            label="Feed name"
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            w={200}
          />
          <TextInput
            label="Feed address (RSS or Atom)"
            placeholder="https://example.com/feed/"
            value={draft.url}
            onChange={(event) => setDraft({ ...draft, url: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <Button
            onClick={() => add.mutate(draft, { onSuccess: () => setDraft({ name: '', url: '' }) })}
            loading={add.isPending}
          >
            Add feed
          </Button>
        </Group>
        {add.isError && (
          <Alert color="red" variant="light">
            {add.error.message}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
