import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DeveloperDetails } from '../../../components/developer-details.tsx';
import { Link, useParams } from 'react-router';
import { hrefs, ROUTES } from '../../../config/paths.ts';
import { usePerfume } from '../../../features/intelligence/api/perfume-queries.ts';
import { AccordBadges } from '../../../features/intelligence/components/accord-badges.tsx';
import { colourForNote } from '../../../features/intelligence/components/odour-family-colours.ts';
import { ScreenLoader } from '../../../components/screen-loader.tsx';

const LEVELS = [
  ['Top', 'topNotes'],
  ['Heart', 'heartNotes'],
  ['Base', 'baseNotes'],
] as const;

/** /commercial-perfumes/:id: a perfume's pyramid and accords, each note linked to its market presence and our materials. */
export function PerfumeScreen() {
  const { id = '' } = useParams();
  const query = usePerfume(id);
  if (query.isPending) return <ScreenLoader title="Perfume" />;
  if (query.isError)
    return (
      <Text c="red" py="xl">
        Error loading perfume: {query.error.message}
      </Text>
    );
  const { perfume, noteMaterials } = query.data;
  const materialsFor = (note: string) => noteMaterials.find((item) => item.note === note)?.materials ?? [];
  return (
    <Stack gap="xl" py="md" maw={980}>
      <Stack gap={6}>
        <Anchor component={Link} to={ROUTES.commercialPerfumes.path} size="sm">
          ← Perfume Library
        </Anchor>
        <Title order={1}>{perfume.name}</Title>
        <Text size="lg" c="dimmed">
          <Anchor component={Link} to={hrefs.commercialPerfumes({ brand: perfume.brand })}>
            {perfume.brand}
          </Anchor>
          {perfume.brandCountry ? ` · ${perfume.brandCountry}` : ''}
          {perfume.releaseYear ? ` · ${perfume.releaseYear}` : ''}
          {perfume.concentration ? ` · ${perfume.concentration}` : ''}
        </Text>
        <Group gap="sm">
          {perfume.ratingValue !== null && (
            <Badge variant="light">
              {perfume.ratingValue.toFixed(1)} / 10 from {perfume.ratingCount} votes
            </Badge>
          )}
          {perfume.perfumers.length > 0 && <Text size="sm">Perfumer: {perfume.perfumers.join(', ')}</Text>}
        </Group>
        <AccordBadges accords={perfume.accords} max={12} />
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" aria-label="Pyramid">
        {LEVELS.map(([label, field]) => (
          <Card key={field} withBorder radius="md" padding="md">
            <Title order={3} mb="sm">
              {label} notes
            </Title>
            {perfume[field].length === 0 && (
              <Text c="dimmed" size="sm">
                The catalogue lists none.
              </Text>
            )}
            <Stack gap="sm">
              {perfume[field].map((note) => (
                <Stack key={note} gap={2}>
                  <Group gap={8} wrap="nowrap">
                    <span
                      aria-hidden
                      style={{ width: 10, height: 10, borderRadius: 5, background: colourForNote(note), flex: 'none' }}
                    />
                    <Anchor component={Link} to={`/material-intelligence?note=${encodeURIComponent(note)}`} fw={500}>
                      {note}
                    </Anchor>
                  </Group>
                  {materialsFor(note).length > 0 ? (
                    <Text size="xs" c="dimmed" pl={18}>
                      {'In the library: '}
                      {materialsFor(note).map((material, index) => (
                        <span key={material.id}>
                          {index > 0 && ' · '}
                          <Anchor component={Link} to={hrefs.material(material.id)} inherit title={material.why}>
                            {material.name}
                          </Anchor>
                          {material.confidence === 'medium' && ' (renders it)'}
                        </span>
                      ))}
                    </Text>
                  ) : (
                    <Text size="xs" c="dimmed" pl={18} fs="italic">
                      No match in the library
                    </Text>
                  )}
                </Stack>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {perfume.url && (
        <Text size="sm" c="dimmed">
          Source:{' '}
          <Anchor href={perfume.url} target="_blank" rel="noreferrer">
            {perfume.url}
          </Anchor>{' '}
          (Parfumo data via Olga G. and TidyTuesday)
        </Text>
      )}
      <DeveloperDetails label="perfume" id={perfume.id} data={query.data} />
    </Stack>
  );
}
