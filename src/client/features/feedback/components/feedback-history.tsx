import { Alert, Badge, Card, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useOwnFeedback } from '../api/get-own-feedback.ts';
import { FEEDBACK_CATEGORY_LABELS, FEEDBACK_TYPE_LABELS, labelOf } from '../feedback-options.ts';
import { FeedbackStatusBadge } from './feedback-status-badge.tsx';
import { VoteButton } from './vote-button.tsx';
import { formatDate } from '../../../../domain/shared/format-dates.ts';

/** The user's own feedback with its status, votes and the team's reply. */
export function FeedbackHistory() {
  const feedback = useOwnFeedback();
  if (feedback.isPending) return <Loader size="sm" />;
  if (feedback.isError) return <Alert color="red">Your feedback could not be loaded: {feedback.error.message}</Alert>;
  if (feedback.data.feedback.length === 0) {
    return (
      <Text c="dimmed">
        You have not sent feedback yet. Use the Feedback button at the bottom right of any screen: it notes the page you
        were on, so we can see what you saw.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {feedback.data.feedback.map((item) => (
        <Card key={item.id} withBorder padding="md" data-testid="feedback-item">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={3} size="h5">
                {item.title}
              </Title>
              <Group gap="xs">
                <Badge variant="outline" color="gray" tt="none">
                  {labelOf(FEEDBACK_TYPE_LABELS, item.feedbackType)}
                </Badge>
                <Text size="sm" c="dimmed">
                  {labelOf(FEEDBACK_CATEGORY_LABELS, item.category)} · {formatDate(new Date(item.createdAt))}
                </Text>
              </Group>
            </Stack>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              <FeedbackStatusBadge status={item.status} />
              <VoteButton id={item.id} votes={item.votes} voted={item.voted} />
            </Group>
          </Group>
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
            {item.description}
          </Text>
          {item.adminReply && (
            <Paper withBorder p="sm" mt="sm" radius="md" bg="var(--mantine-color-default-hover)">
              <Group gap={6} mb={4}>
                <IconMessageReply size={16} stroke={1.5} aria-hidden />
                <Text size="sm" fw={600}>
                  Reply from the Sillage team{item.repliedAt ? ` · ${formatDate(new Date(item.repliedAt))}` : ''}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.adminReply}
              </Text>
            </Paper>
          )}
        </Card>
      ))}
    </Stack>
  );
}
