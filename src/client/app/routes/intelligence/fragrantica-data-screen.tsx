import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCatalogueStats } from '../../../features/intelligence/api/perfume-queries.ts';
import { CatalogueEmptyState } from '../../../features/intelligence/components/catalogue-empty-state.tsx';
import { ScreenLoader } from '../../../components/screen-loader.tsx';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';

const LABELS: Record<string, string> = {
  name: 'Name',
  brand: 'Brand',
  brand_country: 'Brand country',
  release_year: 'Release year',
  concentration: 'Concentration',
  gender: 'Gender',
  rating_value: 'Rating',
  accords: 'Accords',
  top_notes: 'Top notes',
  heart_notes: 'Heart notes',
  base_notes: 'Base notes',
  perfumers: 'Perfumers',
  url: 'Source page',
};

/** /fragrantica-data: the catalogue data explorer: counts, completeness per field, licence. */
export function FragranticaDataScreen() {
  const stats = useCatalogueStats();
  if (stats.isPending) return <ScreenLoader title="Perfume Catalogue Data" />;
  if (stats.isError)
    return (
      <Text c="red" py="xl">
        Error loading catalogue data: {stats.error.message}
      </Text>
    );
  if (stats.data.catalogues.length === 0) return <CatalogueEmptyState />;
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>Perfume Catalogue Data</Title>
      {stats.data.catalogues.map((catalogue) => {
        const source = stats.data.sources.find((item) => item.catalogue === catalogue.catalogue);
        return (
          <Card key={catalogue.catalogue} withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Group justify="space-between" align="flex-start">
                <Stack gap={2}>
                  <Title order={2} tt="capitalize">
                    {catalogue.catalogue}
                  </Title>
                  {source && (
                    <Text size="sm" c="dimmed">
                      {source.title}
                    </Text>
                  )}
                </Stack>
                <Text ta="right">
                  {formatCount(catalogue.total)} perfumes · {formatCount(catalogue.brands)} brands
                  {catalogue.firstYear ? ` · ${catalogue.firstYear}-${catalogue.lastYear}` : ''}
                </Text>
              </Group>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="xs">
                {catalogue.fields.map((field) => (
                  <Stack key={field.field} gap={2}>
                    <Group justify="space-between">
                      <Text size="sm">{LABELS[field.field] ?? field.field}</Text>
                      <Text size="sm" c="dimmed">
                        {formatCount(field.filled)} · {(field.share * 100).toFixed(0)} %
                      </Text>
                    </Group>
                    <Progress
                      value={field.share * 100}
                      size="sm"
                      aria-label={`${LABELS[field.field] ?? field.field} completeness`}
                    />
                  </Stack>
                ))}
              </SimpleGrid>
              {source && (
                <Text size="sm">
                  Licence: {source.licence}. Credit: {source.attribution}.
                </Text>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
