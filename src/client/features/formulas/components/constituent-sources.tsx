import { Stack, Table, Text } from '@mantine/core';
import { memo } from 'react';
import type {
  ConstituentSource,
  NaturalConstituents,
} from '../../../../domain/regulatory/describe-constituent-sources.ts';
import { formatPercent } from '../../../../domain/shared/format-numbers.ts';
import type { CompositionSource, MaterialLibrary } from '../../../../domain/regulatory/regulatory-model.ts';

/** Where a constituent's value came from, as the panel writes it (compliance-rules.md §2 order). */
const SOURCE_LABELS: Readonly<Record<CompositionSource, string>> = {
  'lot-analysis': "Lot's certificate of analysis",
  'supplier-declaration': "Supplier's declaration",
  'user-composition': 'Your composition',
  'ifra-annex': 'IFRA Annex (maximum)',
  literature: 'Typical composition',
};

/** The source of one constituent, with what the declaration said of it when the natural has one. */
export function describeConstituentSource(constituent: ConstituentSource, typicalComposition?: string): string {
  const source =
    constituent.source === 'literature' && typicalComposition
      ? `Typical composition (${typicalComposition.replace(/^typical composition, /, '')})`
      : SOURCE_LABELS[constituent.source];
  if (constituent.declaration === 'not-stated') return `${source}; not stated in the declaration`;
  if (constituent.declaration === 'not-detected') return `${source}: declared not detected`;
  return source;
}

const formatConstituentShare = (fraction: number | null) =>
  fraction === null ? 'no value' : formatPercent(fraction * 100);

/**
 * Per natural of the formula, each constituent with its share and the source that gave it (issue 27 item 1): a lot's
 * certificate, the supplier's declaration, your composition, the IFRA Annex or an accepted typical composition.
 */
export const ConstituentSources = memo(function ConstituentSources({
  naturals,
  materials,
}: {
  naturals: readonly NaturalConstituents[];
  materials: Pick<MaterialLibrary, 'get'>;
}) {
  if (naturals.length === 0) return null;
  return (
    <Stack gap={6} data-testid="constituent-sources">
      <Text size="sm" fw={600}>
        Constituents of naturals, by source
      </Text>
      {naturals.map((natural) => (
        <Table
          key={natural.materialId}
          withRowBorders={false}
          verticalSpacing={2}
          horizontalSpacing={6}
          fz="xs"
          layout="fixed"
          aria-label={`Constituents of ${natural.materialName}`}
        >
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{natural.materialName}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Constituent</Table.Th>
              <Table.Th ta="right" w={72}>
                Share
              </Table.Th>
              <Table.Th>Source</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {natural.constituents.map((constituent) => (
              <Table.Tr key={constituent.materialId}>
                <Table.Td>
                  {constituent.name}
                  {constituent.cas ? ` (${constituent.cas})` : ''}
                </Table.Td>
                <Table.Td ta="right">{formatConstituentShare(constituent.fraction)}</Table.Td>
                <Table.Td>
                  {describeConstituentSource(constituent, materials.get(natural.materialId)?.typicalComposition)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ))}
    </Stack>
  );
});
