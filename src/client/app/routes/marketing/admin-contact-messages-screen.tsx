import { Alert, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ContactMessageStatus } from '../../../../domain/feedback/contact-message.schemas.ts';
import { useContactMessages } from '../../../features/feedback/api/list-contact-messages.ts';
import { ContactMessagesList } from '../../../features/feedback/components/contact-messages-list.tsx';

type Filter = ContactMessageStatus | 'all';

/** /admin/contact-messages: what visitors and users sent through /contact and /support. */
export function AdminContactMessagesScreen() {
  const [filter, setFilter] = useState<Filter>('new');
  const list = useContactMessages(filter === 'all' ? {} : { status: filter });
  return (
    <Stack gap="lg" py="md" maw={860}>
      <div>
        <Title order={1}>Contact messages</Title>
        <Text c="dimmed">
          Every message sent through Contact and Support, newest first. Each was also mailed to the administrators;
          answer by e-mail, then mark it answered.
        </Text>
      </div>
      <SegmentedControl
        w="fit-content"
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={[
          { value: 'new', label: 'New' },
          { value: 'answered', label: 'Answered' },
          { value: 'archived', label: 'Archived' },
          { value: 'all', label: 'All' },
        ]}
        aria-label="Show messages"
      />
      {list.isPending && <Loader size="sm" />}
      {list.isError && (
        <Alert color="red" variant="light" title="Error loading contact messages">
          {list.error.message}
        </Alert>
      )}
      {list.data && list.data.messages.length === 0 && (
        <Text c="dimmed">
          {filter === 'new'
            ? 'No new message. Messages sent from /contact or /support appear here and in your mailbox.'
            : 'No message here.'}
        </Text>
      )}
      {list.data && list.data.messages.length > 0 && <ContactMessagesList messages={list.data.messages} />}
    </Stack>
  );
}
