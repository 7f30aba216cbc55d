import { Badge, Table, Text } from '@mantine/core';
import type { EuEntries } from '../api/list-eu-entries.ts';

const percent = (value: number | null) => (value === null ? '—' : `${String(value)}%`);

/** EU labelling allergens (Annex III entries with their thresholds) or Annex II / III rows. */
export function EuEntriesTable({ data }: { data: EuEntries }) {
  if (data.list === 'allergens') {
    return (
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" aria-label="EU labelling allergens">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>Annex III</Table.Th>
              <Table.Th>Substance</Table.Th>
              <Table.Th>CAS</Table.Th>
              <Table.Th ta="right">Leave-on</Table.Th>
              <Table.Th ta="right">Rinse-off</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.allergens.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td ff="monospace">{row.annexIiiRef}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.labelName ?? row.names[0]}
                  </Text>
                  {row.isAddedBy20231545 && (
                    <Badge size="xs" variant="light" color="gray" mt={4}>
                      Reg. 2023/1545
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ff="monospace">{row.cas ?? '—'}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {percent(row.leaveOnThresholdPct)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {percent(row.rinseOffThresholdPct)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" aria-label={data.list === 'annex-ii' ? 'EU Annex II' : 'EU Annex III'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>Ref.</Table.Th>
            <Table.Th>Substance</Table.Th>
            <Table.Th>CAS</Table.Th>
            {data.list === 'annex-iii' && <Table.Th>Products and maximum</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.entries.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td ff="monospace">{row.refNo}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {row.substanceName}
                </Text>
              </Table.Td>
              <Table.Td ff="monospace">{row.cas ?? '—'}</Table.Td>
              {data.list === 'annex-iii' && (
                <Table.Td>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {[row.productTypes, row.maximumThreshold].filter(Boolean).join(': ') || '—'}
                  </Text>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
