import { Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMe } from '../../../features/accounts/api/get-me.ts';
import { formatGreetingDay, greetingAt } from '../../../../domain/shared/format-dates.ts';
import { greetingName } from '../../../../domain/shared/page-slots.ts';
import { useAuth } from '../../../lib/use-auth.ts';

/**
 * The dashboard's greeting (the page's largest text). In the app entry, not the screen's chunk: it is also the
 * screen's loading fallback (DashboardFallback), so the greeting paints with the shell, and the screen, when its
 * chunk arrives, draws the very same block in the same place (no second, larger paint; nothing moves).
 */
export function DashboardHeader() {
  const { user } = useAuth();
  const me = useMe();
  const name = user ? greetingName(user) : '';
  return (
    <Stack gap={6}>
      <Text className="sl-eyebrow">{formatGreetingDay(new Date())}</Text>
      <Title order={1}>
        {greetingAt(new Date().getHours())}, {name}
      </Title>
      <Group gap="xs">
        <Text c="dimmed">Your formulas, your shelf and the news, at a glance.</Text>
        {/* Its place is kept (hidden) until /api/me answers: on a phone it wraps to a line of its own, and appearing
            late it pushed everything below it down (a layout shift). */}
        <Badge
          variant="light"
          color="accent"
          tt="capitalize"
          style={me.data ? undefined : { visibility: 'hidden' }}
          aria-hidden={me.data ? undefined : true}
        >
          {me.data?.tier ?? 'free'} plan
        </Badge>
      </Group>
    </Stack>
  );
}

/** The line the dashboard shows while its one request is under way. */
export function DashboardLoading() {
  return (
    <Group gap="sm" c="dimmed">
      <Loader size="sm" />
      <Text size="sm">Checking your formulas…</Text>
    </Group>
  );
}

/** The dashboard while its chunk loads: what the screen itself first draws (its outer stack, header, loading line). */
export function DashboardFallback() {
  return (
    <Stack gap="xl" py="md" maw={1180}>
      <DashboardHeader />
      <DashboardLoading />
    </Stack>
  );
}
