import {
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useCreateScraperSource } from '../api/scrapers-api.ts';

const EMPTY = {
  vendor: '',
  url: '',
  itemsPath: '',
  material: 'name',
  cas: 'cas',
  size: 'size',
  price: 'price',
  currency: '',
  defaultCurrency: 'USD',
};

/** A vendor catalogue source: URL, parse rules (CSV columns or JSON fields) and a schedule. */
export function ScraperSourceForm() {
  const create = useCreateScraperSource();
  const [format, setFormat] = useState<'csv' | 'json'>('csv');
  const [fields, setFields] = useState(EMPTY);
  const [scheduleHours, setScheduleHours] = useState<number | string>(24);
  const field = (name: keyof typeof EMPTY) => ({
    value: fields[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setFields({ ...fields, [name]: event.currentTarget.value }),
  });
  const optional = (value: string) => value.trim() || undefined;
  return (
    <Card>
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            {
              vendor: fields.vendor,
              url: fields.url,
              parseRules: {
                format,
                itemsPath: fields.itemsPath,
                columns: {
                  material: optional(fields.material),
                  cas: optional(fields.cas),
                  size: fields.size,
                  price: fields.price,
                  currency: optional(fields.currency),
                },
                defaultCurrency: fields.defaultCurrency,
              },
              scheduleHours: typeof scheduleHours === 'number' ? scheduleHours : null,
              isEnabled: true,
            },
            { onSuccess: () => setFields(EMPTY) },
          );
        }}
      >
        <Title order={2} size="h3">
          Add a vendor catalogue
        </Title>
        <Text size="sm" c="dimmed">
          The URL should serve the vendor’s price list as CSV or JSON. Rows are matched to the library by CAS number,
          then name.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Vendor" withAsterisk {...field('vendor')} />
          <TextInput
            label="Catalogue URL"
            withAsterisk
            placeholder="https://vendor.example/prices.csv"
            {...field('url')}
          />
          <NumberInput
            label="Run every"
            suffix=" h"
            min={1}
            max={720}
            value={scheduleHours}
            onChange={setScheduleHours}
            description="Empty: only when you press Run"
          />
        </SimpleGrid>
        <Group align="flex-end">
          <SegmentedControl
            value={format}
            onChange={(value) => setFormat(value as 'csv' | 'json')}
            data={[
              { value: 'csv', label: 'CSV' },
              { value: 'json', label: 'JSON' },
            ]}
            aria-label="Format"
          />
          {format === 'json' && <TextInput label="Items path" placeholder="data.products" {...field('itemsPath')} />}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 6 }}>
          <TextInput label="Name column" {...field('material')} />
          <TextInput label="CAS column" {...field('cas')} />
          <TextInput label="Size column" withAsterisk {...field('size')} />
          <TextInput label="Price column" withAsterisk {...field('price')} />
          <TextInput label="Currency column" {...field('currency')} />
          <TextInput label="Default currency" maxLength={3} {...field('defaultCurrency')} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={create.isPending}>
            Save source
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
