import { Stack, Tabs, Text, Title } from '@mantine/core';
import { PriceListImport } from '../../../features/pricing/components/price-list-import.tsx';
import { ShoppingListPanel } from '../../../features/pricing/components/shopping-list-panel.tsx';
import { ShortfallForm } from '../../../features/pricing/components/shortfall-form.tsx';

export function ShoppingListScreen() {
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>Shopping List</Title>
        <Text c="dimmed">What to order, from whom, at what price per gram. Click a quantity to change it.</Text>
      </div>
      <Tabs defaultValue="list">
        <Tabs.List mb="lg">
          <Tabs.Tab value="list">List</Tabs.Tab>
          <Tabs.Tab value="price-lists">Price lists</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <Stack gap="lg">
            <ShortfallForm />
            <ShoppingListPanel />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="price-lists">
          <PriceListImport />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
