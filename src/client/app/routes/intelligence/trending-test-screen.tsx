import { Badge, Card, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTrendCheck } from '../../../features/intelligence/api/trend-queries.ts';
import { useAuth } from '../../../lib/use-auth.ts';

/** /trending-test (admin): the stored trend series against counts made directly from the perfume rows. */
export function TrendingTestScreen() {
  const { isAdmin } = useAuth();
  const [notes, setNotes] = useState('oud, bergamot, vanilla, pink pepper');
  const [debounced] = useDebouncedValue(notes.replaceAll(' ', ''), 400);
  const check = useTrendCheck(debounced, isAdmin);
  if (!isAdmin) return <Text py="xl">You need admin role to access this page</Text>;
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>Trend computations check</Title>
        <Text c="dimmed">
          For each note, per year: launches with the note and launches with notes, stored by the trend job and counted
          again directly.
        </Text>
      </Stack>
      <TextInput
        label="Notes (comma-separated)"
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        maw={480}
      />
      {check.isError && <Text c="red">Error loading the check: {check.error.message}</Text>}
      {check.data?.checks.map((item) => (
        <Card key={item.key} withBorder radius="md" padding="md">
          <Title order={3} mb="xs" tt="capitalize">
            {item.key}{' '}
            {item.mismatches === 0 ? (
              <Badge color="green" variant="light">
                {item.hasSeries ? 'matches' : 'no stored series'}
              </Badge>
            ) : (
              <Badge color="red">{item.mismatches} years differ</Badge>
            )}
          </Title>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Year</Table.Th>
                <Table.Th ta="right">Raw count</Table.Th>
                <Table.Th ta="right">Stored</Table.Th>
                <Table.Th ta="right">Raw base</Table.Th>
                <Table.Th ta="right">Stored base</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {item.rows
                .filter((row) => row.year >= 2000)
                .map((row) => (
                  <Table.Tr key={row.year}>
                    <Table.Td>{row.year}</Table.Td>
                    <Table.Td ta="right">{row.raw}</Table.Td>
                    <Table.Td ta="right">{row.stored ?? '-'}</Table.Td>
                    <Table.Td ta="right">{row.rawBase}</Table.Td>
                    <Table.Td ta="right">{row.storedBase ?? '-'}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Card>
      ))}
    </Stack>
  );
}
