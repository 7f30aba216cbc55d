import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useFormulaStatistics } from '../api/get-formula-statistics.ts';

/** /formula-admin: counts across every user's formulas; names and contents stay private. */
export function FormulaStatistics() {
  const query = useFormulaStatistics();
  const stats = query.data;
  const tiles: [string, string][] = stats
    ? [
        ['Formulas', String(stats.formulaCount)],
        ['Perfumers with formulas', String(stats.ownerCount)],
        ['Saved versions', String(stats.versionCount)],
        ['Created in the last 30 days', String(stats.createdLast30Days)],
        ['Imported', String(stats.importedCount)],
        ['Public', String(stats.publicCount)],
        ['Average ingredients', stats.averageIngredients === null ? '—' : stats.averageIngredients.toFixed(1)],
        ['Largest formula', stats.largestIngredients === null ? '—' : `${stats.largestIngredients} lines`],
      ]
    : [];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Formula Admin</Title>
        <Text c="dimmed">
          Statistics across all formulas. Formula names and contents are private to their owners and never shown here.
        </Text>
      </div>
      {query.error && <Alert color="red">{query.error.message}</Alert>}
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {tiles.map(([label, value]) => (
          <Card key={label} withBorder>
            <Text size="xs" c="dimmed" tt="uppercase">
              {label}
            </Text>
            <Text size="xl" fw={600}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
