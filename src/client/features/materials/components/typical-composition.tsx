import { Stack, Table, Text } from '@mantine/core';
import type { TypicalComposition as Composition } from '../../../../domain/reference-data/merge-material-contributions.ts';

function formatRange(constituent: Composition['constituents'][number]): string {
  if (constituent.minPercent !== undefined && constituent.maxPercent !== undefined)
    return `${constituent.minPercent}–${constituent.maxPercent} %`;
  if (constituent.percent !== undefined) return `${constituent.percent} %`;
  if (constituent.maxPercent !== undefined) return `up to ${constituent.maxPercent} %`;
  if (constituent.minPercent !== undefined) return `at least ${constituent.minPercent} %`;
  return 'no amount given';
}

/**
 * What a material typically contains, each constituent with its range and the dataset that says so (issue 26
 * item 6). A typical composition is not this lot's: a supplier declaration or certificate of analysis overrides it.
 */
export function TypicalComposition({
  compositions,
  titleOf,
}: {
  compositions: readonly Composition[];
  titleOf: (dataset: string) => string;
}) {
  if (compositions.length === 0) return null;
  return (
    <Stack gap="sm">
      {compositions.map((composition) => (
        <div key={composition.dataset}>
          <Table fz="sm" aria-label={`Typical composition from ${titleOf(composition.dataset)}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Constituent</Table.Th>
                <Table.Th>CAS</Table.Th>
                <Table.Th ta="right">Range</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {composition.constituents.map((constituent, index) => (
                <Table.Tr key={`${constituent.name}-${index}`}>
                  <Table.Td>{constituent.name}</Table.Td>
                  <Table.Td ff="monospace">{constituent.cas ?? ''}</Table.Td>
                  <Table.Td ta="right">{formatRange(constituent)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed" mt={4}>
            Source: {titleOf(composition.dataset)}. Typical, not your lot: a supplier declaration or a certificate of
            analysis overrides it.
          </Text>
        </div>
      ))}
    </Stack>
  );
}
