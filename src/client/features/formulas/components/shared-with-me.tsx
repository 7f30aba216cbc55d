import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hrefs } from '../../../config/paths.ts';
import { useSharedWithMe } from '../api/formula-shares.ts';
import { formatDate } from '../../../../domain/shared/format-dates.ts';

/** "Shared with me" in the formula library: formulas colleagues shared read-only. Hidden when there are none. */
export function SharedWithMe() {
  const shared = useSharedWithMe();
  if (!shared.data || shared.data.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="shared-with-me-title">
      <Group gap={8}>
        <IconUsers size={18} />
        <Title order={2} size="h4" id="shared-with-me-title">
          Shared with me
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shared.data.map((item) => (
          <Card
            key={item.shareId}
            withBorder
            padding="md"
            radius="md"
            component={Link}
            to={hrefs.sharedFormula(item.shareId)}
            data-testid="shared-formula-card"
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} truncate>
                {item.name}
              </Text>
              <Badge variant="light" color="gray" size="sm">
                Read-only
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              From {item.owner.name || item.owner.email} · shared {formatDate(item.sharedAt)}
            </Text>
            <Text size="xs" c="dimmed">
              {item.ingredientCount} ingredients
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
