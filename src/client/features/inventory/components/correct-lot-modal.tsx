import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useUpdateLot, type Lot, type NewLot } from '../api/inventory-api.ts';

const UNITS = ['g', 'ml', 'kg', 'oz', 'lb'] as const;

type Draft = {
  quantity: number | string;
  unit: NewLot['unit'];
  lotNumber: string;
  supplier: string;
  purchaseDate: string;
  expiryDate: string;
  pricePaid: number | string;
  currency: string;
  location: string;
};

const toDraft = (lot: Lot): Draft => ({
  quantity: lot.quantity,
  unit: lot.unit as NewLot['unit'],
  lotNumber: lot.lotNumber ?? '',
  supplier: lot.supplier ?? '',
  purchaseDate: lot.purchaseDate ?? '',
  expiryDate: lot.expiryDate ?? '',
  pricePaid: lot.pricePaid ?? '',
  currency: lot.currency ?? '',
  location: lot.location ?? '',
});

const orNull = (value: string) => value.trim() || null;

/** The fields the user changed, as the correction to send (an emptied field clears it). */
export function describeLotCorrection(lot: Lot, draft: Draft) {
  const next = {
    quantity: typeof draft.quantity === 'number' ? draft.quantity : Number.NaN,
    unit: draft.unit,
    lotNumber: orNull(draft.lotNumber),
    supplier: orNull(draft.supplier),
    purchaseDate: orNull(draft.purchaseDate),
    expiryDate: orNull(draft.expiryDate),
    pricePaid: typeof draft.pricePaid === 'number' ? draft.pricePaid : null,
    currency: orNull(draft.currency)?.toUpperCase() ?? null,
    location: orNull(draft.location),
  };
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => value !== (lot as Record<string, unknown>)[key]),
  ) as Partial<typeof next>;
}

/** Corrects a lot in stock: quantity, unit, lot number, supplier, dates, price paid and location. */
export function CorrectLotModal({
  lot,
  materialName,
  onClose,
}: {
  lot: Lot;
  materialName: string;
  onClose: () => void;
}) {
  const update = useUpdateLot();
  const [draft, setDraft] = useState<Draft>(() => toDraft(lot));
  const change = describeLotCorrection(lot, draft);
  const set = (name: keyof Draft) => (event: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [name]: event.currentTarget.value });
  const quantityValid = typeof draft.quantity === 'number' && draft.quantity >= 0;
  const save = () => update.mutate({ id: lot.id, change }, { onSuccess: onClose });
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Correct ${materialName}${lot.lotNumber ? `, lot ${lot.lotNumber}` : ''}`}
      size="lg"
    >
      <Stack
        gap="md"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (quantityValid && Object.keys(change).length > 0) save();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Group gap="xs" grow>
            <NumberInput
              label="Quantity"
              withAsterisk
              min={0}
              decimalScale={4}
              value={draft.quantity}
              onChange={(quantity) => setDraft({ ...draft, quantity })}
              error={quantityValid ? undefined : 'A number, 0 or more'}
            />
            <Select
              label="Unit"
              data={[...UNITS]}
              value={draft.unit}
              allowDeselect={false}
              onChange={(unit) => unit && setDraft({ ...draft, unit: unit as NewLot['unit'] })}
            />
          </Group>
          <TextInput label="Lot number" value={draft.lotNumber} onChange={set('lotNumber')} />
          <TextInput label="Purchase date" type="date" value={draft.purchaseDate} onChange={set('purchaseDate')} />
          <TextInput label="Expiry" type="date" value={draft.expiryDate} onChange={set('expiryDate')} />
          <Group gap="xs" grow>
            <NumberInput
              label="Price paid"
              min={0}
              decimalScale={2}
              value={draft.pricePaid}
              onChange={(pricePaid) => setDraft({ ...draft, pricePaid })}
            />
            <TextInput label="Currency" maxLength={3} value={draft.currency} onChange={set('currency')} />
          </Group>
          <TextInput label="Location" placeholder="Fridge, shelf B" value={draft.location} onChange={set('location')} />
          <TextInput label="Supplier" value={draft.supplier} onChange={set('supplier')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!quantityValid || Object.keys(change).length === 0}
            loading={update.isPending}
          >
            Save correction
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
