import { ActionIcon } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { deferredComponent, useLookAlikePress } from '../../lib/load-on-demand.tsx';

// The cart (its count badge, Mantine's Indicator, the shopping-list query) is its own chunk, loaded when the browser
// is idle after the first paint or at once when pressed; until then the top bar draws the same button without its
// badge (the count needs a request anyway), so the first paint is identical (load-on-demand.tsx).
const CartButton = deferredComponent<{ defaultOpened?: boolean }>(() =>
  import('../../features/pricing/components/cart-button.tsx').then((module) => module.CartButton),
);

/** The top bar's shopping-list button. */
export function CartButtonHost() {
  const { pressed, pressProps } = useLookAlikePress(CartButton);
  return (
    <CartButton
      defaultOpened={pressed}
      fallback={
        // Indicator's root is a positioned block around the button: the look-alike keeps that box.
        <div style={{ position: 'relative' }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Shopping list"
            aria-haspopup="dialog"
            {...pressProps}
          >
            <IconShoppingBag size={19} stroke={1.5} />
          </ActionIcon>
        </div>
      }
    />
  );
}
