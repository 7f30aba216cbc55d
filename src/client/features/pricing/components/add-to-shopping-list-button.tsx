import { Button, Group, NumberInput } from '@mantine/core';
import { IconShoppingBagPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DEFAULT_SHOPPING_QUANTITY_GRAMS } from '../../../../domain/pricing/shopping-list.ts';
import { useAddShoppingItem } from '../api/shopping-mutations.ts';

type AddToShoppingListButtonProps = {
  materialId: string;
  /** Show a quantity field (grams) beside the button; otherwise the default 10 g is added. */
  withQuantity?: boolean;
  /** A vendor offer chosen in the comparison; without one the server picks the best of the user's price list. */
  vendor?: string;
  priceEstimate?: number;
  currency?: string;
};

/** Adds a material to the shopping list (default 10 g) with the spec's toasts (the cart badge follows the list's query). */
export function AddToShoppingListButton({
  materialId,
  withQuantity = false,
  vendor,
  priceEstimate,
  currency,
}: AddToShoppingListButtonProps) {
  const add = useAddShoppingItem();
  const [quantity, setQuantity] = useState<number | string>(DEFAULT_SHOPPING_QUANTITY_GRAMS);
  const grams = typeof quantity === 'number' ? quantity : Number(quantity);
  const button = (
    <Button
      leftSection={<IconShoppingBagPlus size={16} stroke={1.5} />}
      loading={add.isPending}
      disabled={!(grams > 0)}
      onClick={() => add.mutate({ materialId, quantity: grams, vendor, priceEstimate, currency })}
    >
      Add to shopping list
    </Button>
  );
  if (!withQuantity) return button;
  return (
    <Group gap="xs" align="flex-end">
      <NumberInput
        label="Quantity"
        aria-label="Quantity to buy in grams"
        suffix=" g"
        min={0.001}
        decimalScale={3}
        value={quantity}
        onChange={setQuantity}
        w={120}
      />
      {button}
    </Group>
  );
}
