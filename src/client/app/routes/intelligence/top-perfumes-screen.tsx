import { Anchor, Group, NumberInput, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTopPerfumes } from '../../../features/intelligence/api/perfume-queries.ts';
import { useTrendOverview } from '../../../features/intelligence/api/trend-queries.ts';
import { AccordBadges } from '../../../features/intelligence/components/accord-badges.tsx';
import { CatalogueEmptyState } from '../../../features/intelligence/components/catalogue-empty-state.tsx';
import { hrefs } from '../../../config/paths.ts';

/** /top-perfumes: ranked by vote-weighted rating, by year, gender (when the catalogue has it) and family (first accord). */
export function TopPerfumesScreen() {
  const [year, setYear] = useState<number | string>('');
  const [gender, setGender] = useState<string | null>(null);
  const [family, setFamily] = useState<string | null>(null);
  const top = useTopPerfumes({
    year: typeof year === 'number' ? year : undefined,
    gender: gender ?? undefined,
    family: family ?? undefined,
  });
  const overview = useTrendOverview();
  const families = (overview.data?.accords ?? []).map((trend) => trend.trendName).sort();
  const data = top.data;
  if (data && data.items.length === 0 && !year && !gender && !family) return <CatalogueEmptyState />;
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>Top Perfumes</Title>
        <Text c="dimmed">
          Ranked by a vote-weighted rating: a perfume's rating pulled towards the catalogue mean
          {data ? ` (${data.catalogueMean.toFixed(2)})` : ''} until it has about {data?.priorVotes ?? 25} votes, so a
          few enthusiastic votes do not outrank thousands.
        </Text>
      </Stack>
      <Group>
        <NumberInput label="Year" value={year} onChange={setYear} min={1600} max={2100} allowDecimal={false} w={120} />
        <Select
          label="Gender"
          data={(data?.genders ?? []).map((item) => item.value)}
          value={gender}
          onChange={setGender}
          clearable
          w={160}
          placeholder={data && data.genders.length === 0 ? 'not in this catalogue' : 'Any'}
          disabled={data?.genders.length === 0}
        />
        <Select
          label="Family"
          data={families}
          value={family}
          onChange={setFamily}
          clearable
          searchable
          w={200}
          placeholder="Any"
        />
      </Group>
      {top.isError && <Text c="red">Error loading top perfumes: {top.error.message}</Text>}
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Perfume</Table.Th>
            <Table.Th>Accords</Table.Th>
            <Table.Th ta="right">Rating</Table.Th>
            <Table.Th ta="right">Votes</Table.Th>
            <Table.Th ta="right">Weighted</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.items.map((perfume, index) => (
            <Table.Tr key={perfume.id}>
              <Table.Td c="dimmed">{index + 1}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={hrefs.commercialPerfume(perfume.id)}>
                  {perfume.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {perfume.brand}
                  {perfume.releaseYear ? ` · ${perfume.releaseYear}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <AccordBadges accords={perfume.accords} max={3} />
              </Table.Td>
              <Table.Td ta="right">{perfume.ratingValue?.toFixed(1)}</Table.Td>
              <Table.Td ta="right">{perfume.ratingCount}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {perfume.weightedRating.toFixed(2)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
