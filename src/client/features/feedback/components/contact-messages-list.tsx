import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  type ContactMessageStatus,
  type ContactTopic,
} from '../../../../domain/feedback/contact-message.schemas.ts';
import { useUpdateContactMessage, type ContactMessage } from '../api/list-contact-messages.ts';
import { formatDateTime } from '../../../../domain/shared/format-dates.ts';

const STATUS_COLOURS: Record<ContactMessageStatus, string> = { new: 'blue', answered: 'teal', archived: 'gray' };

const topicLabel = (topic: string) =>
  (CONTACT_TOPICS as readonly string[]).includes(topic) ? CONTACT_TOPIC_LABELS[topic as ContactTopic] : topic;

function ContactMessageItem({ message }: { message: ContactMessage }) {
  const update = useUpdateContactMessage();
  const status = message.status as ContactMessageStatus;
  const setStatus = (next: ContactMessageStatus) => update.mutate({ id: message.id, change: { status: next } });
  return (
    <Stack gap={6} py="md" style={{ borderTop: '1px solid var(--sl-border)' }} data-testid="contact-message">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Text fw={600}>{message.subject}</Text>
        <Group gap={6}>
          <Badge variant="light" color={STATUS_COLOURS[status] ?? 'gray'}>
            {status}
          </Badge>
          {!message.mailedAt && (
            <Badge variant="outline" color="orange" title="No admin address was known or the mail failed">
              not mailed
            </Badge>
          )}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {message.name} · <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>
        {message.signedIn ? ' (signed in)' : ''} · {topicLabel(message.topic)} · from {message.page} ·{' '}
        {formatDateTime(new Date(message.createdAt))}
      </Text>
      <Text size="sm" lh={1.65} style={{ whiteSpace: 'pre-wrap' }}>
        {message.message}
      </Text>
      {update.isError && (
        <Alert color="red" variant="light">
          {update.error.message}
        </Alert>
      )}
      <Group gap="xs">
        {status !== 'answered' && (
          <Button size="xs" variant="light" loading={update.isPending} onClick={() => setStatus('answered')}>
            Mark answered
          </Button>
        )}
        {status !== 'archived' && (
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            loading={update.isPending}
            onClick={() => setStatus('archived')}
          >
            Archive
          </Button>
        )}
        {status !== 'new' && (
          <Button size="xs" variant="subtle" loading={update.isPending} onClick={() => setStatus('new')}>
            Mark new
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The admins' list of contact messages, newest first. */
export function ContactMessagesList({ messages }: { messages: readonly ContactMessage[] }) {
  return (
    <Stack gap={0}>
      {messages.map((message) => (
        <ContactMessageItem key={message.id} message={message} />
      ))}
    </Stack>
  );
}
