import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMe } from '../api/get-me.ts';
import { ROUTES } from '../../../config/paths.ts';

/** The plan, its days remaining, and the billing actions the screen passes in (portal, white-label). */
export function BillingSection({ actions, children }: { actions?: ReactNode; children?: ReactNode }) {
  const me = useMe();
  const days = me.data?.daysRemaining ?? null;
  return (
    <Stack gap="lg" maw={640}>
      <Card>
        <Stack gap="md">
          <Title order={3}>Plan and billing</Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Current plan
            </Text>
            {me.isPending ? (
              <Skeleton h={20} w={80} />
            ) : (
              <Badge size="lg" variant="light" color="accent" tt="capitalize">
                {me.data?.tier ?? 'free'}
              </Badge>
            )}
            {days !== null && (
              <Text size="sm" c="dimmed">
                {days === 0 ? 'ends today' : `${days} ${days === 1 ? 'day' : 'days'} remaining`}
              </Text>
            )}
          </Group>
          {me.data?.isAdmin && (
            <Text size="sm" c="dimmed">
              Administrators have enterprise limits; the plan cannot be upgraded.
            </Text>
          )}
          {me.isError && (
            <Text size="sm" c="red">
              Error loading your plan: {me.error.message}
            </Text>
          )}
          <Group>
            <Button component={Link} to={ROUTES.pricing.path} variant="default">
              Compare plans
            </Button>
            {actions}
          </Group>
        </Stack>
      </Card>
      {children}
    </Stack>
  );
}
