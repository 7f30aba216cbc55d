import { Stack, Text, Title } from '@mantine/core';
import { TrackingSettingsForm } from '../../../features/tracking/components/tracking-settings-form.tsx';
import { UsageAnalyticsPanel } from '../../../features/tracking/components/usage-analytics-panel.tsx';

/** /admin/analytics: visitors, sessions, page views, top pages, devices and the sign-up funnel; tracking settings. */
export function AdminAnalyticsScreen() {
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Text className="sl-eyebrow">Administration</Text>
        <Title order={1}>Visitor Analytics</Title>
        <Text c="dimmed" maw={720}>
          From the usage records: page views, API calls and named actions, without IP addresses.
        </Text>
      </Stack>
      <UsageAnalyticsPanel />
      <TrackingSettingsForm />
    </Stack>
  );
}
