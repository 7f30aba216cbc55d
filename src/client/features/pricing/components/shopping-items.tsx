import { ActionIcon, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useRemoveShoppingItem } from '../api/shopping-mutations.ts';
import { formatMoney, formatPricePerGram } from '../../../../domain/shared/format-numbers.ts';
import type { ShoppingItem } from '../api/get-shopping-list.ts';
import { QuantityCell } from './quantity-cell.tsx';
import { VendorMenu } from './vendor-menu.tsx';

function RemoveButton({ item }: { item: ShoppingItem }) {
  const remove = useRemoveShoppingItem();
  return (
    <Tooltip label="Remove">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Remove ${item.materialName}`}
        loading={remove.isPending}
        onClick={() => remove.mutate(item.id)}
      >
        <IconTrash size={16} stroke={1.5} />
      </ActionIcon>
    </Tooltip>
  );
}

const noPrice = (
  <Text component="span" size="sm" c="dimmed">
    No price yet
  </Text>
);

/** Compact rows for the side sheet: material, vendor, price per gram, quantity in g and line total. */
export function ShoppingItemsCompact({ items }: { items: ShoppingItem[] }) {
  return (
    <Stack gap={0}>
      {items.map((item) => (
        <Group
          key={item.id}
          justify="space-between"
          wrap="nowrap"
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          data-testid="shopping-item"
        >
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={500} truncate>
              {item.materialName}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {item.vendor ?? 'No vendor'}
              {item.priceEstimate !== null && ` · ${formatPricePerGram(item.priceEstimate, item.currency)}`}
            </Text>
            <QuantityCell itemId={item.id} materialName={item.materialName} quantity={item.quantity} />
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Text
              fw={500}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              aria-label={`Line total of ${item.materialName}`}
            >
              {item.lineTotal === null ? noPrice : formatMoney(item.lineTotal, item.currency)}
            </Text>
            <RemoveButton item={item} />
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/** The full table of the /shopping-list page. */
export function ShoppingItemsTable({ items }: { items: ShoppingItem[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Material</Table.Th>
            <Table.Th>Vendor</Table.Th>
            <Table.Th ta="right">Price per gram</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Line total</Table.Th>
            <Table.Th w={48}>
              <Text component="span" className="sr-only" style={{ position: 'absolute', left: -9999 }}>
                Actions
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="shopping-item">
              <Table.Td>
                <Text fw={500}>{item.materialName}</Text>
                {item.casNumber && (
                  <Text size="xs" c="dimmed">
                    CAS {item.casNumber}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <VendorMenu item={item} />
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {item.priceEstimate === null ? noPrice : formatPricePerGram(item.priceEstimate, item.currency)}
              </Table.Td>
              <Table.Td ta="right">
                <Group justify="flex-end">
                  <QuantityCell itemId={item.id} materialName={item.materialName} quantity={item.quantity} />
                </Group>
              </Table.Td>
              <Table.Td
                ta="right"
                fw={500}
                style={{ fontVariantNumeric: 'tabular-nums' }}
                aria-label={`Line total of ${item.materialName}`}
              >
                {item.lineTotal === null ? noPrice : formatMoney(item.lineTotal, item.currency)}
              </Table.Td>
              <Table.Td>
                <RemoveButton item={item} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
