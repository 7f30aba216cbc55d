import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CertificateOfAnalysisSchema } from '../../../../domain/inventory/inventory.schemas.ts';
import type { CoaRow } from '../../../../domain/inventory/inventory.schemas.ts';
import { MaterialPicker, type PickedMaterial } from '../../../components/material-picker.tsx';

/** One constituent as typed: the library material picked (or the one saved before), and its %. */
export type CoaDraftRow = {
  key: string;
  material: PickedMaterial | null;
  savedName: string;
  savedCas: string | null;
  percent: number | string;
};

let nextKey = 0;
const newKey = () => `coa-${(nextKey += 1)}`;

export const emptyCoaRow = (): CoaDraftRow => ({
  key: newKey(),
  material: null,
  savedName: '',
  savedCas: null,
  percent: '',
});

/** A lot's saved certificate as rows to edit. */
export function toCoaDraft(rows: readonly CoaRow[] | null): CoaDraftRow[] {
  return (rows ?? []).map((row) => ({
    key: newKey(),
    material: null,
    savedName: row.name,
    savedCas: row.cas ?? null,
    percent: row.percent,
  }));
}

/**
 * The certificate the API takes, checked with the domain's CertificateOfAnalysisSchema: null when there is no row,
 * or the first problem in words (a row without a constituent or a %, percentages above 100 in total).
 */
export function parseCoaDraft(draft: readonly CoaDraftRow[]): { rows: CoaRow[] | null; error: string | null } {
  const filled = draft.filter((row) => row.material || row.savedName || row.percent !== '');
  if (filled.length === 0) return { rows: null, error: null };
  const rows: CoaRow[] = [];
  for (const [index, row] of filled.entries()) {
    const name = row.material?.name ?? row.savedName;
    if (!name) return { rows: null, error: `Row ${index + 1}: pick the constituent from the library.` };
    if (typeof row.percent !== 'number')
      return { rows: null, error: `Row ${index + 1} (${name}): give its % in the lot.` };
    rows.push({ name, cas: row.material ? row.material.cas : row.savedCas, percent: row.percent });
  }
  const parsed = CertificateOfAnalysisSchema.safeParse(rows);
  return parsed.success
    ? { rows: parsed.data, error: null }
    : { rows: null, error: parsed.error.issues[0]?.message ?? 'Check the certificate of analysis' };
}

/** The certificate of analysis of a lot as a form: one row per constituent picked from the library, with its %. */
export function CertificateOfAnalysisFields({
  value,
  onChange,
  error,
}: {
  value: CoaDraftRow[];
  onChange: (draft: CoaDraftRow[]) => void;
  error: string | null;
}) {
  const total = value.reduce((sum, row) => sum + (typeof row.percent === 'number' ? row.percent : 0), 0);
  const update = (key: string, change: Partial<CoaDraftRow>) =>
    onChange(value.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <Stack gap="xs" role="group" aria-label="Certificate of analysis">
      <div>
        <Text size="sm" fw={500}>
          Certificate of analysis{' '}
          <Text span size="xs" c="dimmed">
            (optional)
          </Text>
        </Text>
        <Text size="xs" c="dimmed">
          The lot’s composition from the supplier’s certificate. Formula lines that use this lot count these
          constituents instead of the library’s composition.
        </Text>
      </div>
      {value.map((row, index) => (
        <Group key={row.key} gap="xs" align="flex-end" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <MaterialPicker
              label={index === 0 ? 'Constituent' : ''}
              aria-label={`Constituent ${index + 1}`}
              size="xs"
              value={row.material}
              initialText={row.savedName}
              onChange={(material) =>
                update(row.key, { material, ...(material ? {} : { savedName: '', savedCas: null }) })
              }
            />
          </div>
          <NumberInput
            label={index === 0 ? '% in the lot' : undefined}
            aria-label={`% of constituent ${index + 1}`}
            size="xs"
            w={110}
            min={0}
            max={100}
            decimalScale={4}
            suffix="%"
            value={row.percent}
            onChange={(percent) => update(row.key, { percent })}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Remove constituent ${index + 1}`}
            onClick={() => onChange(value.filter((entry) => entry.key !== row.key))}
          >
            <IconTrash size={15} stroke={1.5} />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...value, emptyCoaRow()])}
        >
          Add constituent
        </Button>
        {value.length > 0 && (
          <Text size="xs" c={total > 100.0001 ? 'red' : 'dimmed'} style={{ fontVariantNumeric: 'tabular-nums' }}>
            Total {Number(total.toFixed(4))}% of the lot
          </Text>
        )}
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
