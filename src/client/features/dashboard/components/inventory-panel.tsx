import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatGrams } from '../../../../domain/shared/format-numbers.ts';
import { hrefs, ROUTES } from '../../../config/paths.ts';
import type { Dashboard } from '../api/get-dashboard.ts';

function describeDaysLeft(daysLeft: number): string {
  if (daysLeft < 0) return `expired ${-daysLeft} ${daysLeft === -1 ? 'day' : 'days'} ago`;
  if (daysLeft === 0) return 'expires today';
  return `expires in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}

/** Materials under their minimum and lots near or past expiry. */
export function InventoryPanel({ inventory }: { inventory: Dashboard['inventory'] }) {
  const isQuiet = inventory.lowStock.length === 0 && inventory.nearExpiry.length === 0;
  return (
    <Card padding="lg" data-testid="inventory-alerts">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Stock
          </Title>
          <Anchor component={Link} to={ROUTES.inventory.path} size="sm">
            Inventory
          </Anchor>
        </Group>
        {inventory.lotCount === 0 ? (
          <Text size="sm" c="dimmed" lh={1.6}>
            Add the lots on your shelf in Inventory, with a minimum per material and expiry dates: what runs low or
            expires within 60 days shows here.
          </Text>
        ) : isQuiet ? (
          <Text size="sm" c="dimmed">
            Nothing below its minimum, nothing expiring within 60 days.
          </Text>
        ) : (
          <Stack gap={8}>
            {inventory.lowStock.map((item) => (
              <Group key={item.materialId} justify="space-between" wrap="nowrap" data-testid="low-stock">
                <Anchor
                  component={Link}
                  to={hrefs.material(item.materialId)}
                  size="sm"
                  c="var(--mantine-color-text)"
                  truncate
                >
                  {item.materialName}
                </Anchor>
                <Text size="sm" c="orange" style={{ flexShrink: 0 }}>
                  {formatGrams(item.totalGrams)} of {formatGrams(item.minimumGrams)}
                </Text>
              </Group>
            ))}
            {inventory.nearExpiry.map((lot) => (
              <Group key={lot.lotId} justify="space-between" wrap="nowrap" data-testid="near-expiry">
                <Text size="sm" truncate>
                  {lot.materialName}
                  {lot.lotNumber ? ` · lot ${lot.lotNumber}` : ''}
                </Text>
                <Text size="sm" c={lot.daysLeft < 0 ? 'red' : 'yellow.7'} style={{ flexShrink: 0 }}>
                  {describeDaysLeft(lot.daysLeft)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
