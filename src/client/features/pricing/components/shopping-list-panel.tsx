import { Alert, Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMediaQuery } from '@mantine/hooks';
import { IconRefresh, IconShoppingBag } from '@tabler/icons-react';
import { useShoppingList } from '../api/get-shopping-list.ts';
import { useClearShoppingList, useRefreshShoppingPrices } from '../api/shopping-mutations.ts';
import { SHOPPING_MESSAGES } from '../shopping-messages.ts';
import { ShoppingItemsCompact, ShoppingItemsTable } from './shopping-items.tsx';
import { ShoppingTotal } from './shopping-total.tsx';
import { VendorExportMenu } from './vendor-export-menu.tsx';

/** The list on /shopping-list: items, totals, best-price refresh, export per vendor and clear. */
export function ShoppingListPanel() {
  const list = useShoppingList();
  const refresh = useRefreshShoppingPrices();
  const clear = useClearShoppingList();
  // On a phone the table's quantity and totals would be a scroll away: one compact line per item instead.
  const isPhone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;

  if (list.isPending) return <Loader size="sm" />;
  if (list.isError) return <Alert color="red">{SHOPPING_MESSAGES.loadFailed}</Alert>;
  const { items, summary, exchangeRates } = list.data;

  const confirmClear = () =>
    modals.openConfirmModal({
      title: 'Clear the shopping list?',
      children: `This removes all ${summary.count} items from your list.`,
      labels: { confirm: 'Clear list', cancel: 'Keep' },
      confirmProps: { color: 'red' },
      onConfirm: () => clear.mutate(),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="xs">
          <Button
            leftSection={<IconRefresh size={16} stroke={1.5} />}
            onClick={() => refresh.mutate()}
            loading={refresh.isPending}
            disabled={items.length === 0}
          >
            Refresh prices
          </Button>
          <VendorExportMenu items={items} />
        </Group>
        <Button
          variant="subtle"
          color="red"
          onClick={confirmClear}
          disabled={items.length === 0}
          loading={clear.isPending}
        >
          Clear list
        </Button>
      </Group>
      {items.length === 0 ? (
        <Card>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color="accent" size={40} radius="xl">
              <IconShoppingBag size={20} stroke={1.4} aria-hidden />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={2} size="h3">
                Empty
              </Title>
              <Text c="dimmed">
                Add a material from its page in the Materials Library, or the shortfall of a formula batch above. Prices
                come from your price lists (import a vendor CSV under Price lists) or from vendor catalogues; nothing is
                estimated.
              </Text>
            </Stack>
          </Group>
        </Card>
      ) : (
        <Card p={isPhone ? 'sm' : 0}>
          {isPhone ? (
            <ShoppingItemsCompact items={items} exchangeRates={exchangeRates} />
          ) : (
            <ShoppingItemsTable items={items} exchangeRates={exchangeRates} />
          )}
        </Card>
      )}
      <ShoppingTotal summary={summary} items={items} exchangeRates={exchangeRates} />
    </Stack>
  );
}
