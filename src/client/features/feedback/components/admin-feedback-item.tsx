import { Badge, Button, Card, Collapse, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { AdminFeedbackItem as Item } from '../api/list-admin-feedback.ts';
import { useUpdateFeedback, type FeedbackChange } from '../api/update-feedback.ts';
import {
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_PRIORITIES,
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_SENTIMENT_LABELS,
  FEEDBACK_SENTIMENTS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPE_LABELS,
  labelOf,
} from '../feedback-options.ts';
import { FeedbackStatusBadge } from './feedback-status-badge.tsx';
import { formatDateTime } from '../../../../domain/shared/format-dates.ts';

const options = (values: readonly string[], labels: Record<string, string>) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
    </div>
  );
}

/** One feedback item for the admin: the report in full, status, priority, sentiment and a reply to its author. */
export function AdminFeedbackItem({ item }: { item: Item }) {
  const [opened, { toggle }] = useDisclosure(false);
  const [reply, setReply] = useState('');
  const update = useUpdateFeedback();
  const save = (change: FeedbackChange, success: string) =>
    update.mutate(
      { id: item.id, change },
      {
        onSuccess: () => notifications.show({ color: 'green', message: success }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  return (
    <Card withBorder padding="sm" data-testid="admin-feedback-item">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{item.title}</Text>
          <Text size="sm" c="dimmed">
            {labelOf(FEEDBACK_TYPE_LABELS, item.feedbackType)} · {labelOf(FEEDBACK_CATEGORY_LABELS, item.category)} ·{' '}
            {item.userEmail} · {formatDateTime(new Date(item.createdAt))}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {item.priority && (
            <Badge variant="outline" tt="none">
              {labelOf(FEEDBACK_PRIORITY_LABELS, item.priority)}
            </Badge>
          )}
          <Badge variant="light" color="gray" tt="none">
            {item.votes} {item.votes === 1 ? 'vote' : 'votes'}
          </Badge>
          <FeedbackStatusBadge status={item.status} />
          <Button size="compact-sm" variant="subtle" onClick={toggle} aria-expanded={opened}>
            {opened ? 'Close' : 'Open'}
          </Button>
        </Group>
      </Group>
      <Collapse expanded={opened}>
        <Stack gap="sm" mt="sm">
          <Detail label="Description" value={item.description} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Detail label="Expected" value={item.expectedBehavior} />
            <Detail label="Actual" value={item.actualBehavior} />
            <Detail label="Steps" value={item.stepsToReproduce} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {[item.pageUrl, item.browser, item.deviceType, item.viewportSize].filter(Boolean).join(' · ')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Status"
              data={options(FEEDBACK_STATUSES, FEEDBACK_STATUS_LABELS)}
              value={item.status}
              allowDeselect={false}
              onChange={(status) => status && save({ status: status as FeedbackChange['status'] }, 'Status saved')}
            />
            <Select
              label="Priority"
              data={options(FEEDBACK_PRIORITIES, FEEDBACK_PRIORITY_LABELS)}
              value={item.priority}
              clearable
              onChange={(priority) => save({ priority: priority as FeedbackChange['priority'] }, 'Priority saved')}
            />
            <Select
              label="Sentiment"
              data={options(FEEDBACK_SENTIMENTS, FEEDBACK_SENTIMENT_LABELS)}
              value={item.sentiment}
              clearable
              onChange={(sentiment) => save({ sentiment: sentiment as FeedbackChange['sentiment'] }, 'Sentiment saved')}
            />
          </SimpleGrid>
          {item.adminReply && <Detail label="Your reply" value={item.adminReply} />}
          <Textarea
            label={item.adminReply ? 'Replace the reply' : 'Reply to the author'}
            description="They see it on their Feedback page and receive it by e-mail."
            autosize
            minRows={2}
            value={reply}
            onChange={(event) => setReply(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button disabled={!reply.trim()} loading={update.isPending} onClick={() => save({ reply }, 'Reply sent')}>
              Send reply
            </Button>
          </Group>
        </Stack>
      </Collapse>
    </Card>
  );
}
