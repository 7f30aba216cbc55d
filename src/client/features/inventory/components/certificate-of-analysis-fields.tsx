import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { CertificateOfAnalysisSchema, CoaRow } from '../../../../domain/inventory/inventory.schemas.ts';
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

type CoaSchema = typeof CertificateOfAnalysisSchema;
let loadedSchema: CoaSchema | null = null;
let schemaLoading: Promise<CoaSchema> | null = null;

/**
 * The domain's CertificateOfAnalysisSchema, fetched the first time a certificate has a row: the inventory schemas
 * and zod are a chunk of their own, which /inventory's first paint does not wait for (issue 34: their evaluation was
 * about 60 ms of the phone's main thread at 4× CPU). Null until it has arrived.
 */
export function useCoaSchema(draft: readonly CoaDraftRow[]): CoaSchema | null {
  const [schema, setSchema] = useState(loadedSchema);
  const needed = draft.length > 0;
  useEffect(() => {
    if (!needed || schema) return;
    let current = true;
    schemaLoading ??= import('../../../../domain/inventory/inventory.schemas.ts').then(
      (module) => (loadedSchema = module.CertificateOfAnalysisSchema),
      (error: unknown) => {
        schemaLoading = null; // asked again at the next render that needs it
        throw error;
      },
    );
    schemaLoading.then(
      (loaded) => current && setSchema(() => loaded),
      () => undefined,
    );
    return () => void (current = false);
  }, [needed, schema]);
  return schema;
}

/**
 * The certificate the API takes, checked with the domain's CertificateOfAnalysisSchema: null when there is no row,
 * or the first problem in words (a row without a constituent or a %, percentages above 100 in total). `checking`
 * while rows wait for the schema (useCoaSchema): neither rows nor an error, and nothing may be saved yet.
 */
export function parseCoaDraft(
  draft: readonly CoaDraftRow[],
  schema: CoaSchema | null,
): { rows: CoaRow[] | null; error: string | null; checking: boolean } {
  const filled = draft.filter((row) => row.material || row.savedName || row.percent !== '');
  if (filled.length === 0) return { rows: null, error: null, checking: false };
  const rows: CoaRow[] = [];
  for (const [index, row] of filled.entries()) {
    const name = row.material?.name ?? row.savedName;
    if (!name)
      return { rows: null, error: `Row ${index + 1}: pick the constituent from the library.`, checking: false };
    if (typeof row.percent !== 'number')
      return { rows: null, error: `Row ${index + 1} (${name}): give its % in the lot.`, checking: false };
    rows.push({ name, cas: row.material ? row.material.cas : row.savedCas, percent: row.percent });
  }
  if (!schema) return { rows: null, error: null, checking: true };
  const parsed = schema.safeParse(rows);
  return parsed.success
    ? { rows: parsed.data, error: null, checking: false }
    : { rows: null, error: parsed.error.issues[0]?.message ?? 'Check the certificate of analysis', checking: false };
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
