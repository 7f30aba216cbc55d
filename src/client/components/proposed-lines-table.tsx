import { Badge, Table, Text } from '@mantine/core';
import type { ProposedLine } from '../../domain/formulas/propose-formula-structure.ts';
import { formatPricePerGram } from '../../domain/shared/format-numbers.ts';

const TIER_LABELS = { top: 'Top', heart: 'Heart', base: 'Base' } as const;
const TIER_COLOURS = { top: 'yellow', heart: 'pink', base: 'grape' } as const;

/** A line's IFRA maximum for the material alone, in the words the wizard uses. */
export function describeMaxPercentAlone(maxPercent: ProposedLine['maxPercent']): string {
  if (maxPercent === 'not-limited') return 'Not limited';
  if (maxPercent === 'unknown') return 'No data';
  if (maxPercent === 'prohibited') return 'Prohibited';
  if (maxPercent >= 100) return 'Not binding';
  return `${maxPercent < 1 ? maxPercent.toPrecision(2) : maxPercent.toFixed(1)}%`;
}

type Props = {
  lines: readonly ProposedLine[];
  /**
   * The rule-based wizard's details: a Price/g column in this currency and a "max" mark on the lines held at
   * their IFRA maximum. Without it (a model's structure), the table shows note, material, grams and maximum.
   */
  pricing?: { currency: string | null };
};

/** A proposed starting structure (the formula wizard's, rule-based or a model's): one row per line, by note. */
export function ProposedLinesTable({ lines, pricing }: Props) {
  return (
    <Table.ScrollContainer minWidth={pricing ? 520 : 480}>
      <Table striped verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Note</Table.Th>
            <Table.Th>Material</Table.Th>
            <Table.Th ta="right">Grams</Table.Th>
            <Table.Th ta="right">IFRA max alone</Table.Th>
            {pricing && <Table.Th ta="right">Price/g</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.materialId}>
              <Table.Td w={84}>
                <Badge size="sm" variant="light" color={TIER_COLOURS[line.tier]} style={{ overflow: 'visible' }}>
                  {TIER_LABELS[line.tier]}
                </Badge>
              </Table.Td>
              <Table.Td>
                {line.name}
                {line.cas && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {line.cas}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {line.grams.toFixed(2)}
                {pricing && line.isCapped && (
                  <Text span size="xs" c="orange" title="Held at its IFRA maximum">
                    {' '}
                    max
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{describeMaxPercentAlone(line.maxPercent)}</Table.Td>
              {pricing && (
                <Table.Td ta="right">
                  {line.pricePerGram === null ? '' : formatPricePerGram(line.pricePerGram, pricing.currency)}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
