import { Alert, Badge, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useIfraSystemCheck } from '../../../features/regulatory/api/get-ifra-system-check.ts';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';

const STATUS_COLORS = { pass: 'teal', warn: 'yellow', fail: 'red' } as const;
const STATUS_LABELS = { pass: 'Pass', warn: 'Check', fail: 'Fail' } as const;

/** /admin/ifra-system-check: counts of the loaded IFRA and EU data and every problem the checks find. */
export function AdminIfraSystemCheckScreen() {
  const { data, isPending, error } = useIfraSystemCheck();
  if (isPending) return <Loader size="sm" m="xl" />;
  if (error) return <Alert color="red">{error.message}</Alert>;
  const counts: [string, number][] = [
    ['IFRA Standards', data.counts.standards],
    ['Category limit cells', data.counts.limitCells],
    ['CAS in scope', data.counts.scopeCas],
    ['Phototoxic (sum of ratios)', data.counts.phototoxicityStandards],
    ['Annex contributions', data.counts.naturalContributions],
    ['Annex naturals', data.counts.naturals],
    ['Naturals in the library', data.counts.naturalsInLibrary],
    ['Schiff bases', data.counts.schiffBases],
    ['EU allergen entries', data.counts.euAllergenEntries],
    ['EU Annex II rows', data.counts.euAnnexIiEntries],
    ['EU Annex III references', data.counts.euAnnexIiiReferences],
  ];
  return (
    <Stack gap="xl" py="md" maw={1100}>
      <Stack gap={6}>
        <Title order={1}>IFRA System Check</Title>
        <Text c="dimmed">
          IFRA amendment {data.dataVersion.ifraAmendment} · EU annexes: {data.dataVersion.euAnnexEdition} · imported{' '}
          {data.dataVersion.importedOn}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="lg">
        {counts.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text fz={26} fw={300} ff="monospace">
              {formatCount(value)}
            </Text>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {data.counts.standardsByType.length > 0 && (
        <Text size="sm" c="dimmed">
          {data.counts.standardsByType.map((entry) => `${entry.type}: ${entry.count}`).join(' · ')}
        </Text>
      )}
      <Stack gap="lg">
        {data.checks.map((check) => (
          <Stack
            key={check.id}
            gap="xs"
            pt="md"
            style={{ borderTop: '1px solid var(--sl-border)' }}
            data-check={check.id}
          >
            <Group gap="sm">
              <Badge color={STATUS_COLORS[check.status]} variant="light">
                {STATUS_LABELS[check.status]}
              </Badge>
              <Title order={2} size="h4">
                {check.title}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {check.summary}
              {check.problemCount > 0
                ? ` · ${check.problemCount} to look at${check.problemCount > check.problems.length ? ` (first ${check.problems.length} listed)` : ''}`
                : ''}
            </Text>
            {check.problems.length > 0 && (
              <Table verticalSpacing={4} fz="sm">
                <Table.Tbody>
                  {check.problems.map((problem) => (
                    <Table.Tr key={`${problem.subject}|${problem.message}`}>
                      <Table.Td w={320}>
                        <Text size="sm" ff="monospace">
                          {problem.subject}
                        </Text>
                      </Table.Td>
                      <Table.Td>{problem.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
