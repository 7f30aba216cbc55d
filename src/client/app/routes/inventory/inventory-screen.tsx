import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBuildingWarehouse, IconPlus } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { useInventory } from '../../../features/inventory/api/inventory-api.ts';
import { lazyNamed, whenIdle } from '../../../lib/load-on-demand.tsx';
import { InventoryCsv } from '../../../features/inventory/components/inventory-csv.tsx';
import { InventoryTable } from '../../../features/inventory/components/inventory-table.tsx';
import { INVENTORY_DESCRIPTION, INVENTORY_TITLE } from './inventory-fallback.tsx';

/**
 * The lot form opens from its button: it brings the material picker (Mantine's Combobox, Floating UI, the search
 * index's client: half the screen's code), which the stock list a perfumer opens the screen for does not need. Fetched
 * when the browser is idle, so the button opens it at once.
 */
const loadAddLotForm = () => import('../../../features/inventory/components/add-lot-form.tsx');
const AddLotForm = lazyNamed(loadAddLotForm, 'AddLotForm');

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

function StockList({ onAddLot }: { onAddLot: (() => void) | null }) {
  const inventory = useInventory();
  if (inventory.isPending) return <Loader size="sm" />;
  if (inventory.isError) return <Alert color="red">Error loading inventory</Alert>;
  if (inventory.data.items.length > 0) return <InventoryTable items={inventory.data.items} />;
  return (
    <Card>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <IconBuildingWarehouse size={28} stroke={1.3} aria-hidden style={{ flexShrink: 0 }} />
        <div>
          <Title order={2} size="h3">
            Nothing in stock yet
          </Title>
          <Text c="dimmed">Add a lot when a delivery arrives, or import your stock sheet as CSV.</Text>
          <Text size="xs" c="dimmed">
            The sheet has one row per lot: material or CAS, quantity, unit.
          </Text>
          {onAddLot && (
            <Button mt="sm" variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddLot}>
              Add a lot
            </Button>
          )}
        </div>
      </Group>
    </Card>
  );
}

export function InventoryScreen() {
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    whenIdle(() => void loadAddLotForm());
  }, []);
  const openForm = adding ? null : () => setAdding(true);
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
          {openForm && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openForm}>
              Add a lot
            </Button>
          )}
        </Group>
      </Group>
      <PlanLimitAlert />
      {adding && (
        <Suspense
          fallback={
            <Card>
              <Loader size="sm" aria-label="Opening the lot form" />
            </Card>
          }
        >
          <AddLotForm onClose={() => setAdding(false)} />
        </Suspense>
      )}
      <StockList onAddLot={openForm} />
    </Stack>
  );
}
