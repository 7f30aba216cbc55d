import { Alert, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { BetaApplicationsTable } from '../../../features/accounts/components/beta-applications-table.tsx';
import { useFeedbackAnalytics } from '../../../features/feedback/api/get-feedback-analytics.ts';
import { useAdminFeedback } from '../../../features/feedback/api/list-admin-feedback.ts';
import {
  AdminFeedbackFilters,
  EMPTY_FEEDBACK_FILTERS,
  toFeedbackQuery,
  type FeedbackFilterState,
} from '../../../features/feedback/components/admin-feedback-filters.tsx';
import { AdminFeedbackItem } from '../../../features/feedback/components/admin-feedback-item.tsx';
import { FeedbackAnalytics } from '../../../features/feedback/components/feedback-analytics.tsx';

/** /admin/beta-feedback: every user's feedback with filters, triage and replies; analytics; beta applications. */
export function AdminBetaFeedbackScreen() {
  const [filters, setFilters] = useState<FeedbackFilterState>(EMPTY_FEEDBACK_FILTERS);
  const [debounced] = useDebouncedValue(filters, 300);
  const query = toFeedbackQuery(debounced);
  const list = useAdminFeedback(query);
  const analytics = useFeedbackAnalytics(query);
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>Beta feedback</Title>
        <Text c="dimmed">
          Triage what users report: set status, priority and sentiment, and reply; the author sees the reply on their
          Feedback page and by e-mail.
        </Text>
      </div>
      <AdminFeedbackFilters value={filters} onChange={setFilters} />
      <Tabs defaultValue="items" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="items">Feedback{list.data ? ` (${list.data.items.length})` : ''}</Tabs.Tab>
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
          <Tabs.Tab value="beta">Beta applications</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items" pt="md">
          {list.isPending && <Loader size="sm" />}
          {list.isError && <Alert color="red">{list.error.message}</Alert>}
          {list.data && list.data.items.length === 0 && <Text c="dimmed">No feedback matches these filters.</Text>}
          <Stack gap="xs">
            {list.data?.items.map((item) => (
              <AdminFeedbackItem key={item.id} item={item} />
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="analytics" pt="md">
          {analytics.isError && <Alert color="red">{analytics.error.message}</Alert>}
          {analytics.data ? (
            <FeedbackAnalytics summary={analytics.data} />
          ) : (
            <Group>
              <Loader size="sm" />
            </Group>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="beta" pt="md">
          <BetaApplicationsTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
