import {
  Button,
  Card,
  CloseButton,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useCreateLot } from '../api/inventory-api.ts';
import type { NewLot } from '../api/inventory-api.ts';
import {
  CertificateOfAnalysisFields,
  parseCoaDraft,
  useCoaSchema,
  type CoaDraftRow,
} from './certificate-of-analysis-fields.tsx';
import { MaterialPicker, type PickedMaterial } from '../../../components/material-picker.tsx';

const UNITS = ['g', 'ml', 'kg', 'oz', 'lb'] as const;

/**
 * Adds a lot: quantity and unit, purchase, supplier, price paid, location, expiry and an optional certificate of
 * analysis. Stays open after a lot is added (a delivery is often several lots); `onClose` folds it away.
 */
export function AddLotForm({ onClose }: { onClose?: () => void }) {
  const create = useCreateLot();
  const [material, setMaterial] = useState<PickedMaterial | null>(null);
  const [quantity, setQuantity] = useState<number | string>('');
  const [unit, setUnit] = useState<NewLot['unit']>('g');
  const [text, setText] = useState({
    lotNumber: '',
    purchaseDate: '',
    supplier: '',
    currency: 'USD',
    location: '',
    expiryDate: '',
  });
  const [pricePaid, setPricePaid] = useState<number | string>('');
  const [coaDraft, setCoaDraft] = useState<CoaDraftRow[]>([]);
  const coa = parseCoaDraft(coaDraft, useCoaSchema(coaDraft));
  const field = (name: keyof typeof text) => ({
    value: text[name],
    onChange: (event: { currentTarget: { value: string } }) => setText({ ...text, [name]: event.currentTarget.value }),
  });
  const canSave = material && typeof quantity === 'number' && quantity >= 0 && !coa.error && !coa.checking;

  return (
    <Card>
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!canSave) return;
          create.mutate(
            {
              materialId: material.id,
              quantity,
              unit,
              lotNumber: text.lotNumber || null,
              purchaseDate: text.purchaseDate || null,
              supplier: text.supplier || null,
              pricePaid: typeof pricePaid === 'number' ? pricePaid : null,
              currency: text.currency || null,
              location: text.location || null,
              expiryDate: text.expiryDate || null,
              certificateOfAnalysis: coa.rows,
              notes: null,
            },
            {
              onSuccess: () => {
                setQuantity('');
                setText({ ...text, lotNumber: '' });
                setCoaDraft([]);
              },
            },
          );
        }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3">
            Add a lot
          </Title>
          {onClose && <CloseButton aria-label="Close the lot form" onClick={onClose} />}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <MaterialPicker
            label="Material"
            withAsterisk
            showChosen
            autoFocus={onClose !== undefined}
            value={material}
            onChange={setMaterial}
          />
          <Group gap="xs" grow>
            <NumberInput
              label="Quantity"
              withAsterisk
              min={0}
              decimalScale={4}
              value={quantity}
              onChange={setQuantity}
            />
            {/* The browser's own select: five fixed units, and no dropdown for Floating UI to position as the page is
                drawn (its first measure forced a style recalculation of the whole screen: ADR 053). */}
            <NativeSelect
              label="Unit"
              data={[...UNITS]}
              value={unit}
              onChange={(event) => setUnit(event.currentTarget.value as NewLot['unit'])}
            />
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
        <CertificateOfAnalysisFields value={coaDraft} onChange={setCoaDraft} error={coa.error} />
        {unit === 'ml' && (
          <Text size="xs" c="dimmed">
            Millilitres count as grams at 1 g/ml until the material has a density.
          </Text>
        )}
        <Group>
          <Button type="submit" disabled={!canSave} loading={create.isPending}>
            Add lot
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
