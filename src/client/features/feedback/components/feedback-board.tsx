import { Alert, Badge, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useFeedbackBoard } from '../api/get-feedback-board.ts';
import { FEEDBACK_CATEGORY_LABELS, labelOf } from '../feedback-options.ts';
import { FeedbackStatusBadge } from './feedback-status-badge.tsx';
import { VoteButton } from './vote-button.tsx';

/** Feature requests and improvements from every user, most voted first; authors stay anonymous. */
export function FeedbackBoard() {
  const board = useFeedbackBoard();
  if (board.isPending) return <Loader size="sm" />;
  if (board.isError) return <Alert color="red">The ideas could not be loaded: {board.error.message}</Alert>;
  if (board.data.items.length === 0) {
    return (
      <Text c="dimmed">
        No ideas yet. Send a feature request or an improvement with the Feedback button and others can vote for it here.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {board.data.items.map((item) => (
        <Card key={item.id} withBorder padding="sm" data-testid="board-item">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <VoteButton id={item.id} votes={item.votes} voted={item.voted} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text fw={600}>{item.title}</Text>
                <FeedbackStatusBadge status={item.status} />
              </Group>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {item.description}
              </Text>
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {labelOf(FEEDBACK_CATEGORY_LABELS, item.category)}
                </Text>
                {item.isMine && (
                  <Badge size="xs" variant="light" tt="none">
                    Yours
                  </Badge>
                )}
              </Group>
              {item.adminReply && (
                <Text size="sm" mt={4}>
                  <Text span fw={600}>
                    Sillage team:{' '}
                  </Text>
                  {item.adminReply}
                </Text>
              )}
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
