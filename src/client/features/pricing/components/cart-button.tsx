import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShoppingBag } from '@tabler/icons-react';
import { formatCartBadge } from '../format-cart-badge.ts';
import { useShoppingListCount } from '../hooks/use-shopping-list-count.ts';
import { ShellTooltip } from '../../../components/shell-tooltip.tsx';
import { lazyNamed, MountOnceOpened } from '../../../lib/load-on-demand.tsx';

const ShoppingListDrawer = lazyNamed(() => import('./shopping-list-drawer.tsx'), 'ShoppingListDrawer');

/**
 * The top-bar cart: item-count badge (99+ above 99), opening the shopping list side sheet (`defaultOpened`: pressed
 * before this component had loaded, app/layout/cart-button-host.tsx).
 */
export function CartButton({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const count = useShoppingListCount();
  const [opened, { open, close }] = useDisclosure(defaultOpened);
  const badge = formatCartBadge(count);
  const label = badge ? `Shopping list, ${badge} items` : 'Shopping list';
  return (
    <>
      <ShellTooltip label="Shopping list">
        <Indicator label={badge} size={16} disabled={!badge} offset={4} color="accent">
          <ActionIcon onClick={open} variant="subtle" color="gray" size="lg" aria-label={label} aria-haspopup="dialog">
            <IconShoppingBag size={19} stroke={1.5} />
          </ActionIcon>
        </Indicator>
      </ShellTooltip>
      <MountOnceOpened opened={opened}>
        <ShoppingListDrawer opened={opened} onClose={close} />
      </MountOnceOpened>
    </>
  );
}
