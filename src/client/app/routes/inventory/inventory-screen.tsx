import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useInventory } from '../../../features/inventory/api/inventory-api.ts';
import { AddLotForm } from '../../../features/inventory/components/add-lot-form.tsx';
import { InventoryCsv } from '../../../features/inventory/components/inventory-csv.tsx';
import { InventoryTable } from '../../../features/inventory/components/inventory-table.tsx';
import { INVENTORY_DESCRIPTION, INVENTORY_TITLE } from './inventory-fallback.tsx';

// The stock's answer is read by the parts that show it (the plan's badge and alert, the list), not by the screen:
// its arrival re-renders them alone, not the lot form beside them (a synchronous render, issue 34).

function PlanUsageBadge() {
  const usage = useInventory().data?.usage;
  if (!usage) return null;
  return (
    <Badge variant="light" color={usage.canCreate ? 'accent' : 'red'} size="lg" tt="none">
      {usage.limit === null ? `${usage.used} materials` : `${usage.used} of ${usage.limit} materials`} · {usage.tier}{' '}
      plan
    </Badge>
  );
}

function PlanLimitAlert() {
  const usage = useInventory().data?.usage;
  if (!usage || usage.canCreate) return null;
  return (
    <Alert color="yellow" variant="light">
      Your plan’s material limit is reached: you can add lots of materials you hold, not new ones. Upgrade under Account
      → Billing.
    </Alert>
  );
}

function StockList() {
  const inventory = useInventory();
  if (inventory.isPending) return <Loader size="sm" />;
  if (inventory.isError) return <Alert color="red">Error loading inventory</Alert>;
  if (inventory.data.items.length > 0) return <InventoryTable items={inventory.data.items} />;
  return (
    <Card>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <IconBuildingWarehouse size={28} stroke={1.3} aria-hidden />
        <div>
          <Title order={2} size="h3">
            Nothing in stock yet
          </Title>
          <Text c="dimmed">
            Add a lot above when a delivery arrives, or import your stock sheet as CSV (one row per lot: material or
            CAS, quantity, unit).
          </Text>
        </div>
      </Group>
    </Card>
  );
}

export function InventoryScreen() {
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{INVENTORY_TITLE}</Title>
          <Text c="dimmed">{INVENTORY_DESCRIPTION}</Text>
        </div>
        <Group gap="sm">
          <PlanUsageBadge />
          <InventoryCsv />
        </Group>
      </Group>
      <PlanLimitAlert />
      <AddLotForm />
      <StockList />
    </Stack>
  );
}
