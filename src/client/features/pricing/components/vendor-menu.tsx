import { Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getComparisonQueryOptions } from '../api/material-pricing.ts';
import { useUpdateShoppingVendor } from '../api/shopping-mutations.ts';
import { formatPricePerGram } from '../../../../domain/shared/format-numbers.ts';
import type { ShoppingItem } from '../api/get-shopping-list.ts';

/** The item's vendor; opening it lists every offer for the item's quantity (cheapest first) to choose another. */
export function VendorMenu({ item }: { item: ShoppingItem }) {
  const [opened, setOpened] = useState(false);
  const comparison = useQuery({
    ...getComparisonQueryOptions(item.materialId, item.quantity, 'refresh'),
    enabled: opened,
  });
  const choose = useUpdateShoppingVendor();
  const offers = comparison.data?.comparison.offers ?? [];
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" width={300}>
      <Menu.Target>
        <UnstyledButton aria-label={`Vendor of ${item.materialName}: ${item.vendor ?? 'none'}. Choose another`}>
          <Text span size="sm" c={item.vendor ? undefined : 'dimmed'}>
            {item.vendor ?? 'No vendor'}
          </Text>{' '}
          <IconChevronDown size={12} stroke={1.5} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Offers for {item.quantity} g</Menu.Label>
        {comparison.isPending && <Loader size="xs" m="sm" />}
        {comparison.isSuccess && offers.length === 0 && (
          <Text size="xs" c="dimmed" p="xs">
            No offers yet: add prices on the material’s page or import a vendor price list.
          </Text>
        )}
        {offers.map((offer) => (
          <Menu.Item
            key={`${offer.vendor}-${offer.size}-${offer.price}`}
            onClick={() =>
              choose.mutate({
                id: item.id,
                vendor: offer.vendor,
                priceEstimate: offer.pricePerGram,
                currency: offer.currency,
              })
            }
            rightSection={
              <Text size="xs" c="dimmed">
                {formatPricePerGram(offer.pricePerGram, offer.currency)}
              </Text>
            }
          >
            {offer.vendor} · {offer.size}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
