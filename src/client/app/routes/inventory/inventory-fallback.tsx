import { Group, Loader, Stack, Text, Title } from '@mantine/core';

export const INVENTORY_TITLE = 'Inventory';
export const INVENTORY_DESCRIPTION =
  'Your stock by lot, in grams, with low-stock thresholds. Batches deduct from the lot expiring first.';

/**
 * The inventory while its chunk loads, in the app entry: the screen's own title and description (the page's largest
 * paint) in the screen's outer stack, so they show with the shell instead of after the screen's code; the screen
 * then draws the very same block in the same place and its form and list below, where the loader was.
 */
export function InventoryFallback() {
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{INVENTORY_TITLE}</Title>
          <Text c="dimmed">{INVENTORY_DESCRIPTION}</Text>
        </div>
      </Group>
      <Loader size="sm" />
    </Stack>
  );
}
