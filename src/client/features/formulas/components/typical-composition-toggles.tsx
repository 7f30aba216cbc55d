import { Checkbox, Stack, Text } from '@mantine/core';
import { buildLotMaterialId } from '../../../../domain/regulatory/build-lot-material.ts';
import { buildTypicalMaterialId } from '../../../../domain/regulatory/build-typical-material.ts';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import type { MaterialLibrary } from '../../../../domain/regulatory/regulatory-model.ts';

type Props = {
  rows: readonly Pick<FormulaRow, 'id' | 'name' | 'materialId' | 'lotId' | 'acceptsTypicalComposition'>[];
  /** The engine's materials: a line can accept a typical composition when the engine holds `typical:<id>`. */
  materials: Pick<MaterialLibrary, 'get'>;
  onChange: (rowId: string, accepts: boolean) => void;
};

/**
 * Per line whose material has a typical composition (Good Scents' contents table), a toggle to accept it for the
 * line's allergen totals (issue 26 item 6): off by default; a lot's certificate, a declaration and the IFRA Annex
 * still override it constituent by constituent; "not stated" never counts as zero.
 */
export function TypicalCompositionToggles({ rows, materials, onChange }: Props) {
  const lines = rows.flatMap((row) => {
    if (!row.materialId) return [];
    const base =
      row.lotId && materials.get(buildLotMaterialId(row.lotId)) ? buildLotMaterialId(row.lotId) : row.materialId;
    const typical = materials.get(buildTypicalMaterialId(base));
    return typical?.typicalComposition ? [{ row, description: typical.typicalComposition }] : [];
  });
  if (lines.length === 0) return null;
  return (
    <Stack gap={4} data-testid="typical-composition-toggles">
      <Text size="sm" fw={600}>
        Typical compositions
      </Text>
      {lines.map(({ row, description }) => (
        <Checkbox
          key={row.id}
          size="xs"
          checked={row.acceptsTypicalComposition === true}
          onChange={(event) => onChange(row.id, event.currentTarget.checked)}
          label={`${row.name}: use its ${description} for the allergens`}
        />
      ))}
    </Stack>
  );
}
