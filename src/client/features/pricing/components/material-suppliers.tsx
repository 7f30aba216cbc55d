import { ActionIcon, Badge, Button, Card, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useAddMaterialPrice, useDeleteMaterialPrice, useMaterialPricing } from '../api/material-pricing.ts';
import { formatMoney, formatPricePerGram } from '../../../../domain/shared/format-numbers.ts';
import { AddToShoppingListButton } from './add-to-shopping-list-button.tsx';
import { VendorComparison } from './vendor-comparison.tsx';
import { formatDate } from '../../../../domain/shared/format-dates.ts';

const SOURCE_LABELS = { csv: 'CSV', manual: 'Typed', scraper: 'Catalogue' } as const;

function AddPriceForm({ materialId }: { materialId: string }) {
  const add = useAddMaterialPrice(materialId);
  const [form, setForm] = useState({ vendor: '', size: '', price: '', currency: 'USD' });
  const set = (field: keyof typeof form) => (event: { currentTarget: { value: string } }) =>
    setForm({ ...form, [field]: event.currentTarget.value });
  return (
    <Group
      component="form"
      align="flex-end"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(form, { onSuccess: () => setForm({ ...form, size: '', price: '' }) });
      }}
    >
      <TextInput label="Vendor" value={form.vendor} onChange={set('vendor')} required w={160} />
      <TextInput label="Size" placeholder="100 g" value={form.size} onChange={set('size')} required w={100} />
      <TextInput label="Price" placeholder="12.50" value={form.price} onChange={set('price')} required w={100} />
      <TextInput label="Currency" value={form.currency} onChange={set('currency')} w={80} maxLength={3} />
      <Button type="submit" variant="light" loading={add.isPending}>
        Add price
      </Button>
    </Group>
  );
}

/**
 * Suppliers and pricing of one material (spec section 3) for the material page: the user's prices (typed or
 * from CSV) and vendor catalogue prices, each per gram, a price form, the vendor comparison and the add button.
 */
export function MaterialSuppliers({ materialId }: { materialId: string }) {
  const pricing = useMaterialPricing(materialId);
  const remove = useDeleteMaterialPrice(materialId);
  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3">
              Suppliers and prices
            </Title>
            <Text size="sm" c="dimmed">
              From your price lists, prices you type, and vendor catalogues. Sizes in g, ml, kg, oz or lb.
            </Text>
          </div>
          <AddToShoppingListButton materialId={materialId} withQuantity />
        </Group>
        {pricing.isPending && <Loader size="sm" />}
        {pricing.data && pricing.data.prices.length === 0 && (
          <Text size="sm" c="dimmed">
            No prices yet. Type one below, or import a vendor price list (CSV) on the Shopping List page under Price
            lists.
          </Text>
        )}
        {pricing.data && pricing.data.prices.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Vendor</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                  <Table.Th ta="right">Per gram</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pricing.data.prices.map((price) => (
                  <Table.Tr key={price.id}>
                    <Table.Td>{price.vendor}</Table.Td>
                    <Table.Td>{price.size}</Table.Td>
                    <Table.Td ta="right">{formatMoney(price.price, price.currency)}</Table.Td>
                    <Table.Td ta="right">
                      {price.pricePerGram === null ? (
                        <Text size="xs" c="dimmed">
                          not used
                        </Text>
                      ) : (
                        formatPricePerGram(price.pricePerGram, price.currency)
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="default" size="sm">
                        {SOURCE_LABELS[price.source]}
                      </Badge>{' '}
                      <Text component="span" size="xs" c="dimmed">
                        {formatDate(price.observedAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {price.isOwn && (
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={`Delete ${price.vendor} ${price.size}`}
                          onClick={() => remove.mutate(price.id)}
                        >
                          <IconTrash size={15} stroke={1.5} />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <AddPriceForm materialId={materialId} />
        <Title order={3} size="h4" mt="sm">
          Compare vendors
        </Title>
        <VendorComparison materialId={materialId} />
      </Stack>
    </Card>
  );
}
