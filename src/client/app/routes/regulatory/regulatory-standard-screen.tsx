import { Alert, Anchor, Badge, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '../../../config/paths.ts';
import { useIfraStandard } from '../../../features/regulatory/api/get-ifra-standard.ts';
import { StandardTypeBadges } from '../../../features/regulatory/components/ifra-standards-table.tsx';
import { ifraCategoryLabel } from '../../../../domain/regulatory/ifra-category-labels.ts';
import { formatIfraLimit } from '../../../../domain/regulatory/format-ifra-limit.ts';

const NOTE_TITLES: Record<string, string> = {
  cas_comment: 'Scope',
  flavor_use_consideration: 'Flavour use',
  prohibited_notes: 'Prohibition',
  phototoxicity_notes: 'Phototoxicity',
  restricted_notes: 'Restriction',
  specified_notes: 'Specification',
  contributions_notes: 'Contributions from other sources',
};

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={500} style={{ letterSpacing: 0.6 }}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </Stack>
  );
}

/** /regulatory/ifra/:id: one IFRA Standard with its 18 category limits, scope, notes, dates and contributions. */
export function RegulatoryStandardScreen() {
  const { id = '' } = useParams();
  const { data, isPending, error } = useIfraStandard(id);
  const back = (
    <Anchor component={Link} to={ROUTES.regulatory.path} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> Regulatory Database
      </Group>
    </Anchor>
  );
  if (isPending) return <Loader size="sm" m="xl" />;
  if (error)
    return (
      <Stack py="md">
        {back}
        <Alert color="red">{error.message}</Alert>
      </Stack>
    );
  const { standard, limits, scope, naturalContributions, schiffBases, eu } = data;
  const notes = Object.entries(standard.notes).filter(([, text]) => text.trim());
  return (
    <Stack gap="xl" py="md" maw={1100}>
      <Stack gap="xs">
        {back}
        <Group gap="sm" align="center">
          <Text ff="monospace" c="dimmed">
            {standard.id}
          </Text>
          <StandardTypeBadges standard={standard} />
          <Badge variant="outline" color="gray" size="sm">
            Amendment {standard.amendment}
          </Badge>
        </Group>
        <Title order={1}>{standard.name}</Title>
        {standard.synonyms.length > 0 && (
          <Text c="dimmed" size="sm">
            {standard.synonyms.join(' · ')}
          </Text>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        <Fact label="Critical effect" value={standard.riskProperty} />
        <Fact label="Last publication" value={standard.yearLastPublication} />
        <Fact label="New creations from" value={standard.deadlineNewCreations} />
        <Fact label="Existing creations from" value={standard.deadlineExistingCreations} />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h3">
          Maximum in the finished product, by category
        </Title>
        <Table verticalSpacing={6} aria-label="Limits by IFRA category" maw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>Category</Table.Th>
              <Table.Th>Products</Table.Th>
              <Table.Th ta="right">Limit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {limits.map((limit) => (
              <Table.Tr key={limit.category} data-category={limit.category}>
                <Table.Td ff="monospace">{limit.category}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {ifraCategoryLabel(limit.category)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {formatIfraLimit(limit, standard)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h3">
          CAS numbers in scope
        </Title>
        <Group gap="xs">
          {scope.length === 0 ? (
            <Text size="sm" c="dimmed">
              A group Standard: its members are named in the notes.
            </Text>
          ) : (
            scope.map((entry) => (
              <Badge
                key={entry.cas}
                variant="light"
                color={entry.casValid ? 'gray' : 'orange'}
                ff="monospace"
                title={entry.casValid ? undefined : 'Fails the CAS check digit'}
              >
                {entry.cas}
              </Badge>
            ))
          )}
        </Group>
      </Stack>
      {notes.length > 0 && (
        <Stack gap="md">
          <Title order={2} size="h3">
            Notes
          </Title>
          {notes.map(([key, text]) => (
            <Stack key={key} gap={4} maw={820}>
              <Text size="sm" fw={600}>
                {NOTE_TITLES[key] ?? key}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {text}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={2} size="h3">
          Contributions from other sources
        </Title>
        <Text size="sm" c="dimmed">
          {standard.contributionsFromOtherSources ?? 'Not stated.'}{' '}
          {naturalContributions.length > 0 && `${naturalContributions.length} naturals of the IFRA annex bring it:`}
        </Text>
        {naturalContributions.length > 0 && (
          <Table verticalSpacing={6} aria-label="Naturals containing it" maw={820}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Natural</Table.Th>
                <Table.Th>Constituent</Table.Th>
                <Table.Th ta="right">Level</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {naturalContributions.map((row) => (
                <Table.Tr key={`${row.naturalName}|${row.constituentCas ?? row.constituentName}`}>
                  <Table.Td>
                    <Text size="sm">{row.naturalName}</Text>
                    <Text size="xs" c="dimmed" fs="italic">
                      {row.botanicalName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.constituentName}</Text>
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {row.concentrationPct === null ? '—' : `${String(row.concentrationPct)}%`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {schiffBases.map((row) => (
          <Text key={row.schiffBase} size="sm">
            Schiff base {row.schiffBase}: {row.aldehydeLevelPct === null ? '—' : `${String(row.aldehydeLevelPct)}%`}{' '}
            {row.aldehyde}
          </Text>
        ))}
      </Stack>
      {(eu.allergens.length > 0 || eu.annexEntries.length > 0) && (
        <Stack gap="xs">
          <Title order={2} size="h3">
            EU Cosmetics Regulation
          </Title>
          {eu.allergens.map((row) => (
            <Text key={`${row.annexIiiRef}|${row.cas ?? ''}`} size="sm">
              Annex III entry {row.annexIiiRef} ({row.labelName ?? row.names[0]}): to label above 0.001% leave-on, 0.01%
              rinse-off.
            </Text>
          ))}
          {eu.annexEntries.map((row) => (
            <Text key={`${row.annex}|${row.refNo}|${row.cas ?? ''}|${row.productTypes ?? ''}`} size="sm">
              Annex {row.annex} entry {row.refNo}: {row.substanceName}
              {row.maximumThreshold ? `, ${row.maximumThreshold}` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
