import { Alert, Button, Drawer, Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useShoppingList } from '../api/get-shopping-list.ts';
import { SHOPPING_MESSAGES } from '../shopping-messages.ts';
import { ShoppingItemsCompact } from './shopping-items.tsx';
import { ShoppingTotal } from './shopping-total.tsx';
import { ROUTES } from '../../../config/paths.ts';

type ShoppingListDrawerProps = { opened: boolean; onClose: () => void };

/** The side sheet from the top-bar cart (spec section 2). */
export function ShoppingListDrawer({ opened, onClose }: ShoppingListDrawerProps) {
  const navigate = useNavigate();
  const list = useShoppingList();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Shopping list" size="md" padding="lg">
      {list.isPending ? (
        <Loader size="sm" />
      ) : list.isError ? (
        <Alert color="red">{SHOPPING_MESSAGES.loadFailed}</Alert>
      ) : (
        <Stack gap="lg">
          {list.data.items.length === 0 ? (
            <Stack gap={4} py="xl">
              <Text fw={600} size="lg">
                Empty
              </Text>
              <Text c="dimmed" size="sm">
                Add a material from its page, or the shortfall of a formula batch from the shopping list page.
              </Text>
            </Stack>
          ) : (
            <ShoppingItemsCompact items={list.data.items} exchangeRates={list.data.exchangeRates} />
          )}
          <ShoppingTotal summary={list.data.summary} items={list.data.items} exchangeRates={list.data.exchangeRates} />
          <Button
            variant="light"
            onClick={() => {
              onClose();
              void navigate(ROUTES.shoppingList.path);
            }}
          >
            View Details
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
