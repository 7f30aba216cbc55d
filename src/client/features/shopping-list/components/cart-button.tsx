import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCartBadge } from '../format-cart-badge.ts';
import { useShoppingListCount } from '../hooks/use-shopping-list-count.ts';

export function CartButton() {
  const count = useShoppingListCount();
  const badge = formatCartBadge(count);
  const label = badge ? `Shopping list, ${badge} items` : 'Shopping list';
  return (
    <Tooltip label="Shopping list">
      <Indicator label={badge} size={16} disabled={!badge} offset={4} color="accent">
        <ActionIcon component={Link} to="/shopping-list" variant="subtle" color="gray" size="lg" aria-label={label}>
          <IconShoppingBag size={19} stroke={1.5} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
