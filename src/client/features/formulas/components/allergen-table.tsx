import { Table, Text } from '@mantine/core';
import { memo } from 'react';
import { formatConcentration } from '../../../../domain/formulas/describe-compliance-failures.ts';
import type { AllergenResult } from '../../../../domain/regulatory/declare-eu-allergens.ts';

/** Label name, % in the product and the duty to declare: declared first, then by concentration (the engine's order). */
export function AllergenTable({ allergens, testId }: { allergens: readonly AllergenResult[]; testId?: string }) {
  if (allergens.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No EU fragrance allergen in this formula.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={0} type="native" mah={260}>
      {/* Fixed columns that fit the 320 px side panel: long INCI names wrap instead of pushing the numbers out. */}
      <Table
        striped
        withRowBorders={false}
        verticalSpacing={4}
        horizontalSpacing={6}
        fz="sm"
        layout="fixed"
        data-testid={testId}
      >
        <colgroup>
          <col />
          <col style={NUMBER_COLUMN} />
          <col style={DECLARE_COLUMN} />
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Label name</Table.Th>
            <Table.Th ta="right">% in product</Table.Th>
            <Table.Th>Declare</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {allergens.map((allergen) => (
            <AllergenRow
              key={allergen.annexIiiReference}
              title={`Annex III entry ${allergen.annexIiiReference}; CAS ${allergen.cas.join(', ')}`}
              labelName={allergen.labelName}
              concentration={formatConcentration(allergen.concentration)}
              declare={allergen.threshold === null ? 'n/a' : allergen.declare ? 'yes' : 'no'}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const TABULAR_NUMBERS = { fontVariantNumeric: 'tabular-nums' } as const;
const NUMBER_COLUMN = { width: 74 } as const;
const DECLARE_COLUMN = { width: 72 } as const;
const LABEL_CELL = { overflowWrap: 'anywhere' } as const;

/** One allergen's line: re-rendered only when what it shows changes. */
const AllergenRow = memo(function AllergenRow({
  title,
  labelName,
  concentration,
  declare,
}: {
  title: string;
  labelName: string;
  concentration: string;
  declare: 'n/a' | 'yes' | 'no';
}) {
  return (
    <Table.Tr>
      <Table.Td title={title} style={LABEL_CELL}>
        {labelName}
      </Table.Td>
      <Table.Td ta="right" style={TABULAR_NUMBERS}>
        {concentration}
      </Table.Td>
      <Table.Td>
        {declare === 'n/a' ? (
          'n/a'
        ) : declare === 'yes' ? (
          <Text span fw={600} size="sm">
            Yes
          </Text>
        ) : (
          'No'
        )}
      </Table.Td>
    </Table.Tr>
  );
});
