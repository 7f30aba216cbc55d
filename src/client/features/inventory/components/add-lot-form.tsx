import { Button, Card, Combobox, Group, InputBase, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCreateLot, useMaterialOptions, type MaterialOption } from '../api/inventory-api.ts';
import type { CoaRow } from '../../../../domain/inventory/inventory.schemas.ts';
import type { NewLot } from '../api/inventory-api.ts';

const UNITS = ['g', 'ml', 'kg', 'oz', 'lb'] as const;

function MaterialPicker({ value, onChange }: { value: MaterialOption | null; onChange: (material: MaterialOption | null) => void }) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 200);
  const options = useMaterialOptions(query);
  const combobox = useCombobox();
  return (
    <Combobox store={combobox} onOptionSubmit={(id) => {
      const material = options.data?.find((option) => option.id === id) ?? null;
      onChange(material);
      setSearch(material?.name ?? '');
      combobox.closeDropdown();
    }}>
      <Combobox.Target>
        <InputBase
          label="Material"
          withAsterisk
          placeholder="Search by name or CAS"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            onChange(null);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!query.trim()}>
        <Combobox.Options>
          {(options.data ?? []).map((option) => (
            <Combobox.Option value={option.id} key={option.id}>
              {option.name} {option.cas && <Text span size="xs" c="dimmed">{option.cas}</Text>}
            </Combobox.Option>
          ))}
          {options.isSuccess && options.data.length === 0 && <Combobox.Empty>No material matches</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
      {value && <Text size="xs" c="dimmed">Chosen: {value.name}</Text>}
    </Combobox>
  );
}

function parseCoa(text: string): { rows: CoaRow[] | null; error: string | null } {
  if (!text.trim()) return { rows: null, error: null };
  try {
    const rows = JSON.parse(text) as unknown;
    if (!Array.isArray(rows)) return { rows: null, error: 'Give a JSON list of rows {cas, name, percent}' };
    return { rows: rows as CoaRow[], error: null };
  } catch {
    return { rows: null, error: 'Not valid JSON' };
  }
}

/** Adds a lot: quantity and unit, purchase, supplier, price paid, location, expiry and an optional certificate of analysis. */
export function AddLotForm() {
  const create = useCreateLot();
  const [material, setMaterial] = useState<MaterialOption | null>(null);
  const [quantity, setQuantity] = useState<number | string>('');
  const [unit, setUnit] = useState<NewLot['unit']>('g');
  const [text, setText] = useState({ lotNumber: '', purchaseDate: '', supplier: '', currency: 'USD', location: '', expiryDate: '', coa: '' });
  const [pricePaid, setPricePaid] = useState<number | string>('');
  const coa = parseCoa(text.coa);
  const field = (name: keyof typeof text) => ({
    value: text[name],
    onChange: (event: { currentTarget: { value: string } }) => setText({ ...text, [name]: event.currentTarget.value }),
  });
  const canSave = material && typeof quantity === 'number' && quantity >= 0 && !coa.error;

  return (
    <Card>
      <Stack gap="sm" component="form" onSubmit={(event) => {
        event.preventDefault();
        if (!canSave) return;
        create.mutate({
          materialId: material.id, quantity, unit, lotNumber: text.lotNumber || null, purchaseDate: text.purchaseDate || null,
          supplier: text.supplier || null, pricePaid: typeof pricePaid === 'number' ? pricePaid : null, currency: text.currency || null,
          location: text.location || null, expiryDate: text.expiryDate || null, certificateOfAnalysis: coa.rows, notes: null,
        }, { onSuccess: () => { setQuantity(''); setText({ ...text, lotNumber: '', coa: '' }); } });
      }}>
        <Title order={2} size="h3">Add a lot</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <MaterialPicker value={material} onChange={setMaterial} />
          <Group gap="xs" grow>
            <NumberInput label="Quantity" withAsterisk min={0} decimalScale={4} value={quantity} onChange={setQuantity} />
            <Select label="Unit" data={[...UNITS]} value={unit} onChange={(value) => value && setUnit(value as NewLot['unit'])} allowDeselect={false} />
          </Group>
          <TextInput label="Lot number" {...field('lotNumber')} />
          <TextInput label="Supplier" {...field('supplier')} />
          <TextInput label="Purchase date" type="date" {...field('purchaseDate')} />
          <TextInput label="Expiry" type="date" {...field('expiryDate')} />
          <Group gap="xs" grow>
            <NumberInput label="Price paid" min={0} decimalScale={2} value={pricePaid} onChange={setPricePaid} />
            <TextInput label="Currency" maxLength={3} {...field('currency')} />
          </Group>
          <TextInput label="Location" placeholder="Fridge, shelf B" {...field('location')} />
        </SimpleGrid>
        <Textarea
          label="Certificate of analysis (optional)"
          description='The lot’s composition as JSON rows, e.g. [{"cas":"78-70-6","name":"Linalool","percent":98.5}]'
          autosize minRows={2} error={coa.error} {...field('coa')}
        />
        {unit === 'ml' && <Text size="xs" c="dimmed">Millilitres count as grams at 1 g/ml until the material has a density.</Text>}
        <Group><Button type="submit" disabled={!canSave} loading={create.isPending}>Add lot</Button></Group>
      </Stack>
    </Card>
  );
}
