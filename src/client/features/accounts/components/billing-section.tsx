import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMe } from '../api/get-me.ts';

export function BillingSection() {
  const me = useMe();
  return (
    <Card maw={560}>
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
        <Text size="sm" c="dimmed">
          Online payments and plan changes arrive with the subscriptions release. Until then an administrator sets your
          plan.
        </Text>
        <div>
          <Button component={Link} to="/pricing" variant="default">
            Compare plans
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
