import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useRemoveShoppingItem } from '../api/shopping-mutations.ts';
import type { ExchangeRate } from '../../../../domain/pricing/convert-money.ts';
import { formatGrams, formatMoney, formatPricePerGram } from '../../../../domain/shared/format-numbers.ts';
import type { ShoppingItem } from '../api/get-shopping-list.ts';
import { useDisplayCurrency } from '../hooks/use-display-currency.ts';
import { ConvertedMoney } from './converted-money.tsx';
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

type ItemsProps = { items: ShoppingItem[]; exchangeRates?: readonly ExchangeRate[] };

/** '2 × 4 oz at $12.00 (226.8 g)': the whole packs an item's order needs. */
export function describePacks(pack: NonNullable<ShoppingItem['pack']>): string {
  return `${pack.packs} × ${pack.packSize} at ${formatMoney(pack.packPrice, pack.currency)} (${formatGrams(Number(pack.orderGrams.toFixed(1)))})`;
}

/** What the order of an item costs in whole packs, in the display currency; why not, when the pack is unknown. */
function OrderCost({ item, rates }: { item: ShoppingItem; rates: readonly ExchangeRate[] }) {
  const { currency } = useDisplayCurrency();
  if (item.priceEstimate === null) return noPrice;
  if (!item.pack) {
    return (
      <Text component="span" size="sm" c="dimmed">
        Pack size unknown
      </Text>
    );
  }
  return (
    <Stack gap={0} align="flex-end">
      <Text component="span" size="xs" c="dimmed">
        {describePacks(item.pack)}
      </Text>
      <Text component="span" fw={500} ta="right">
        <ConvertedMoney
          amount={item.pack.cost}
          currency={item.pack.currency}
          displayCurrency={currency}
          rates={rates}
        />
      </Text>
    </Stack>
  );
}

function SuggestionBadge({ item }: { item: ShoppingItem }) {
  if (!item.priceIsSuggestion) return null;
  return (
    <Tooltip label="The best offer for this quantity; Refresh prices or choose a vendor to keep it" multiline w={240}>
      <Badge variant="light" color="gray" size="xs">
        Best offer
      </Badge>
    </Tooltip>
  );
}

/** Compact rows for the side sheet: material, vendor, price per gram, quantity in g, line total and the packs to buy. */
export function ShoppingItemsCompact({ items, exchangeRates = [] }: ItemsProps) {
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
            <SuggestionBadge item={item} />
          </Stack>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={2} align="flex-end">
              <Text
                fw={500}
                style={{ fontVariantNumeric: 'tabular-nums' }}
                aria-label={`Line total of ${item.materialName}`}
              >
                {item.lineTotal === null ? noPrice : formatMoney(item.lineTotal, item.currency)}
              </Text>
              {item.pack && (
                <Text
                  size="xs"
                  c="dimmed"
                  ta="right"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  aria-label={`Order of ${item.materialName}`}
                >
                  Order <OrderCostInline item={item} rates={exchangeRates} />
                </Text>
              )}
            </Stack>
            <RemoveButton item={item} />
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

function OrderCostInline({ item, rates }: { item: ShoppingItem; rates: readonly ExchangeRate[] }) {
  const { currency } = useDisplayCurrency();
  if (!item.pack) return null;
  return (
    <>
      {item.pack.packs} × {item.pack.packSize}:{' '}
      <ConvertedMoney amount={item.pack.cost} currency={item.pack.currency} displayCurrency={currency} rates={rates} />
    </>
  );
}

/** The full table of the /shopping-list page: the per-gram estimate beside what the whole packs cost. */
export function ShoppingItemsTable({ items, exchangeRates = [] }: ItemsProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Material</Table.Th>
            <Table.Th>Vendor</Table.Th>
            <Table.Th ta="right">Price per gram</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Estimate</Table.Th>
            <Table.Th ta="right">Order (whole packs)</Table.Th>
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
                <Group gap={6}>
                  <Text fw={500}>{item.materialName}</Text>
                  <SuggestionBadge item={item} />
                </Group>
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
              <Table.Td
                ta="right"
                style={{ fontVariantNumeric: 'tabular-nums' }}
                aria-label={`Order of ${item.materialName}`}
              >
                <OrderCost item={item} rates={exchangeRates} />
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
