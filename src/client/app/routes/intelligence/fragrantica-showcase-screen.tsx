import { Anchor, Box, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTopPerfumes } from '../../../features/intelligence/api/perfume-queries.ts';
import { AccordBadges } from '../../../features/intelligence/components/accord-badges.tsx';
import { CatalogueEmptyState } from '../../../features/intelligence/components/catalogue-empty-state.tsx';
import { colourForAccord } from '../../../features/intelligence/components/odour-family-colours.ts';
import { ScreenLoader } from '../../../components/screen-loader.tsx';
import { hrefs } from '../../../config/paths.ts';

/** /fragrantica-showcase: a visual gallery of the catalogue's best-rated perfumes, each card tinted by its accords. */
export function FragranticaShowcaseScreen() {
  const top = useTopPerfumes({});
  if (top.isPending) return <ScreenLoader title="Perfume Showcase" />;
  if (top.isError)
    return (
      <Text c="red" py="xl">
        Error loading the showcase: {top.error.message}
      </Text>
    );
  if (top.data.items.length === 0) return <CatalogueEmptyState />;
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>Perfume Showcase</Title>
        <Text c="dimmed">
          The best-rated perfumes of the catalogue, each swatch blending the colours of its main accords.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg">
        {top.data.items.map((perfume) => {
          const colours = (perfume.accords.length > 0 ? perfume.accords.slice(0, 3) : ['']).map(colourForAccord);
          return (
            <Card key={perfume.id} withBorder radius="lg" padding={0}>
              <Box
                h={120}
                style={{
                  background: `linear-gradient(135deg, ${colours.join(', ')}${colours.length === 1 ? `, ${colours[0]}` : ''})`,
                  opacity: 0.85,
                }}
                aria-hidden
              />
              <Stack gap={6} p="md">
                <Anchor
                  component={Link}
                  to={hrefs.commercialPerfume(perfume.id)}
                  className="sl-display"
                  fz="lg"
                  fw={600}
                >
                  {perfume.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {perfume.brand}
                  {perfume.releaseYear ? ` · ${perfume.releaseYear}` : ''}
                </Text>
                <AccordBadges accords={perfume.accords} max={3} />
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
