import { Alert, Group, Loader, Pagination, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconScale, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useEuEntries, type EuList } from '../../../features/regulatory/api/list-eu-entries.ts';
import { useIfraStandards } from '../../../features/regulatory/api/list-ifra-standards.ts';
import { useRegulatorySummary } from '../../../features/regulatory/api/get-regulatory-summary.ts';
import { EuEntriesTable } from '../../../features/regulatory/components/eu-entries-table.tsx';
import { IfraStandardsTable } from '../../../features/regulatory/components/ifra-standards-table.tsx';

type Source = 'ifra' | EuList;

const SOURCES: { value: Source; label: string }[] = [
  { value: 'ifra', label: 'IFRA Standards' },
  { value: 'allergens', label: 'EU allergens' },
  { value: 'annex-ii', label: 'EU Annex II' },
  { value: 'annex-iii', label: 'EU Annex III' },
];

function IfraResults({ q }: { q: string }) {
  const { data, isPending, error } = useIfraStandards(q);
  if (isPending) return <Loader size="sm" />;
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (data.total === 0) {
    return (
      <EmptyState
        title="No IFRA Standards yet"
        description="An admin imports them in Reference Data Import: “IFRA Standards, 51st Amendment” and its annex of contributions from other sources."
        icon={IconScale}
      />
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {data.items.length === data.total
          ? `${data.total} Standards`
          : `${data.items.length} of ${data.total} Standards`}
      </Text>
      {data.items.length === 0 ? (
        <Text c="dimmed">No Standard matches “{q}”. Try a name, a synonym, a CAS number or a Standard number.</Text>
      ) : (
        <IfraStandardsTable items={data.items} />
      )}
    </Stack>
  );
}

function EuResults({ list, q }: { list: EuList; q: string }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useEuEntries(list, q, page);
  if (isPending) return <Loader size="sm" />;
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (data.total === 0 && !q) {
    return (
      <EmptyState
        title="No EU annex data yet"
        description="An admin imports it in Reference Data Import: “EU Cosmetics Regulation Annexes II and III, labelling allergens”."
        icon={IconScale}
      />
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {data.total} {list === 'allergens' ? 'allergen rows' : 'entries'}
      </Text>
      <EuEntriesTable data={data} />
      {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} size="sm" />}
    </Stack>
  );
}

/** /regulatory: the IFRA Standards and the EU annexes, searchable, with the data they come from. */
export function RegulatoryScreen() {
  const [source, setSource] = useState<Source>('ifra');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const summary = useRegulatorySummary();
  const version = summary.data?.dataVersion;
  return (
    <Stack gap="lg" py="md" maw={1100}>
      <Stack gap={6}>
        <Title order={1}>Regulatory Database</Title>
        <Text c="dimmed" size="lg">
          The IFRA Standards with their limits in every category, and the EU Cosmetics Regulation annexes with the
          fragrance allergens to label.
        </Text>
        {version && (
          <Text size="xs" c="dimmed">
            IFRA amendment {version.ifraAmendment} · EU annexes: {version.euAnnexEdition} · imported{' '}
            {version.importedOn}
          </Text>
        )}
      </Stack>
      <Group gap="md" align="flex-end" wrap="wrap">
        <SegmentedControl value={source} onChange={(value) => setSource(value as Source)} data={SOURCES} />
        <TextInput
          aria-label="Search the regulatory database"
          placeholder={source === 'ifra' ? 'Name, synonym, CAS or Standard number' : 'Name, CAS or reference'}
          leftSection={<IconSearch size={16} stroke={1.5} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 340 }}
        />
      </Group>
      {source === 'ifra' ? <IfraResults q={q} /> : <EuResults key={`${source}|${q}`} list={source} q={q} />}
      <Text size="xs" c="dimmed" maw={760}>
        IFRA data © IFRA, from IFRA’s own overview of the Standards; the individual Standards prevail. EU data from the
        ECHA export of the Cosmetics Regulation annexes.
      </Text>
    </Stack>
  );
}
