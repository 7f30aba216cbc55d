import {
  Anchor,
  Badge,
  Card,
  Chip,
  Group,
  Loader,
  NumberInput,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePerfumeSearch, type PerfumeFilters } from '../../../features/intelligence/api/perfume-queries.ts';
import { AccordBadges } from '../../../features/intelligence/components/accord-badges.tsx';
import { CatalogueEmptyState } from '../../../features/intelligence/components/catalogue-empty-state.tsx';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';
import { hrefs } from '../../../config/paths.ts';

const FIELDS = ['q', 'brand', 'note', 'accord', 'perfumer'] as const;

/** /commercial-perfumes: search the perfume library by name, brand, note, accord, perfumer and year, with facets. */
export function CommercialPerfumesScreen() {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])),
  );
  const [year, setYear] = useState<number | string>(params.get('year') ?? '');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(draft, 300);
  const filters: PerfumeFilters = { ...debounced, year: typeof year === 'number' ? year : undefined, page };
  const search = usePerfumeSearch(filters);
  const hasFilters = Object.values(debounced).some(Boolean) || typeof year === 'number';
  const update = (field: string, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setPage(1);
    const next = new URLSearchParams(params);
    if (value) next.set(field, value);
    else next.delete(field);
    setParams(next, { replace: true });
  };
  const data = search.data;
  if (data && data.total === 0 && !hasFilters) return <CatalogueEmptyState />;
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>Perfume Library</Title>
        <Text c="dimmed">
          Commercial perfumes from the imported catalogue: search, then open one to see its pyramid and the materials
          you hold for it.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing="sm">
        <TextInput
          label="Name"
          placeholder="Search by name"
          value={draft.q}
          onChange={(event) => update('q', event.currentTarget.value)}
          aria-label="Search perfumes by name"
        />
        <TextInput label="Brand" value={draft.brand} onChange={(event) => update('brand', event.currentTarget.value)} />
        <TextInput
          label="Note"
          placeholder="bergamot"
          value={draft.note}
          onChange={(event) => update('note', event.currentTarget.value)}
        />
        <TextInput
          label="Accord"
          placeholder="Woody"
          value={draft.accord}
          onChange={(event) => update('accord', event.currentTarget.value)}
        />
        <TextInput
          label="Perfumer"
          value={draft.perfumer}
          onChange={(event) => update('perfumer', event.currentTarget.value)}
        />
        <NumberInput
          label="Year"
          value={year}
          onChange={(value) => {
            setYear(value);
            setPage(1);
          }}
          min={1600}
          max={2100}
          allowDecimal={false}
        />
      </SimpleGrid>
      {data && data.facets.accords.length > 0 && (
        <Group gap="xs" aria-label="Accords">
          {data.facets.accords.slice(0, 14).map((facet) => (
            <Chip
              key={facet.value}
              size="xs"
              checked={draft.accord === facet.value}
              onChange={() => update('accord', draft.accord === facet.value ? '' : facet.value)}
            >
              {facet.value} · {facet.count}
            </Chip>
          ))}
        </Group>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {search.isPending ? 'Searching…' : `${formatCount(data?.total ?? 0)} perfumes`}
        </Text>
        {search.isFetching && <Loader size="xs" />}
      </Group>
      {search.isError && <Text c="red">Error loading perfumes: {search.error.message}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {data?.items.map((perfume) => (
          <Card key={perfume.id} withBorder padding="md" radius="md">
            <Stack gap={6}>
              <Anchor component={Link} to={hrefs.commercialPerfume(perfume.id)} fw={600} className="sl-display" fz="lg">
                {perfume.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {perfume.brand}
                {perfume.releaseYear ? ` · ${perfume.releaseYear}` : ''}
                {perfume.brandCountry ? ` · ${perfume.brandCountry}` : ''}
              </Text>
              <AccordBadges accords={perfume.accords} max={4} />
              {perfume.ratingValue !== null && (
                <Badge variant="light" w="fit-content">
                  {perfume.ratingValue.toFixed(1)} / 10 · {perfume.ratingCount} votes
                </Badge>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {data && data.total > data.pageSize && (
        <Pagination total={Math.min(Math.ceil(data.total / data.pageSize), 10_000)} value={page} onChange={setPage} />
      )}
      {data && data.total === 0 && hasFilters && <Text c="dimmed">No perfume matches these filters.</Text>}
    </Stack>
  );
}
