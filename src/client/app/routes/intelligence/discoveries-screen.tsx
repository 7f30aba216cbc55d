import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDiscoveries } from '../../../features/intelligence/api/trend-queries.ts';
import { CatalogueEmptyState } from '../../../features/intelligence/components/catalogue-empty-state.tsx';
import { colourForNote } from '../../../features/intelligence/components/odour-family-colours.ts';
import { ScreenLoader } from '../../../components/screen-loader.tsx';
import { formatShare } from '../../../../domain/shared/format-numbers.ts';

/** /discoveries (outside the login gate): new and unusual note pairings rising in recent launches. */
export function DiscoveriesScreen() {
  const discoveries = useDiscoveries();
  if (discoveries.isPending) return <ScreenLoader title="Discoveries" />;
  if (discoveries.isError)
    return (
      <Text c="red" py="xl">
        Error loading discoveries: {discoveries.error.message}
      </Text>
    );
  if (discoveries.data.pairings.length === 0) return <CatalogueEmptyState title="No discoveries computed yet" />;
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>Discoveries</Title>
        <Text c="dimmed">
          Note pairings that grew fastest in the last three complete years of launches against the seven before, and how
          much more often they meet than chance would pair them.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {discoveries.data.pairings.map((pairing) => (
          <Card key={pairing.notes.join('+')} withBorder radius="md" padding="md">
            <Group gap="xs" mb={6}>
              {pairing.notes.map((note) => (
                <Badge key={note} variant="dot" color={colourForNote(note)} tt="none" size="lg">
                  {note}
                </Badge>
              ))}
            </Group>
            <Text size="sm">
              {pairing.recentCount} recent launches ({formatShare(pairing.recentShare)}), {pairing.earlierCount} before
              ({formatShare(pairing.earlierShare)})
            </Text>
            <Group gap="xs" mt={6}>
              {pairing.isNew && <Badge color="accent">new</Badge>}
              <Badge variant="light">× {pairing.growth.toFixed(1)} growth</Badge>
              <Badge variant="light" color="gray">
                {pairing.unusualness.toFixed(1)} × chance
              </Badge>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
