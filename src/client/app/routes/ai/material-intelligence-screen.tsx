import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMaterialPresence } from '../../../features/intelligence/api/trend-queries.ts';
import { colourForNote } from '../../../features/intelligence/components/odour-family-colours.ts';
import { ShareChart } from '../../../features/intelligence/components/share-chart.tsx';
import { PlanNotice, readPlanRefusal } from '../../../components/plan-notice.tsx';
import { formatShare } from '../../../../domain/shared/format-numbers.ts';
import { hrefs } from '../../../config/paths.ts';

/** /material-intelligence?note=…: one material's market presence (launches using its note over the years, perfumes, brands). */
export function MaterialIntelligenceScreen() {
  const [params, setParams] = useSearchParams();
  const [note, setNote] = useState(params.get('note') ?? 'bergamot');
  const [debounced] = useDebouncedValue(note, 300);
  const presence = useMaterialPresence(debounced);
  const data = presence.data;
  const handleChange = (value: string) => {
    setNote(value);
    setParams(value ? { note: value } : {}, { replace: true });
  };
  const points = (data?.series.points ?? []).filter((point) => point.year >= 1990);
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>Material Intelligence</Title>
        <Text c="dimmed">
          How often a note appears in launches over the years, who uses it, and which materials of your library carry
          it.
        </Text>
      </Stack>
      <TextInput
        label="Note or material"
        value={note}
        onChange={(event) => handleChange(event.currentTarget.value)}
        maw={360}
      />
      {presence.isError &&
        (readPlanRefusal(presence.error) ? (
          <PlanNotice error={presence.error} title="A material's market presence is an advanced analysis" />
        ) : (
          <Text c="red">Error loading market presence: {presence.error.message}</Text>
        ))}
      {data && (
        <>
          <Group gap="sm">
            <Title order={2} tt="capitalize">
              {data.note}
            </Title>
            {data.trend && (
              <Badge variant="light" color={colourForNote(data.note)}>
                {data.trend.direction} · {formatShare(data.trend.currentRelevanceScore)} of recent launches · peak{' '}
                {formatShare(data.trend.peakRelevanceScore)}
              </Badge>
            )}
          </Group>
          <Card withBorder radius="md" padding="md">
            <Title order={3} mb="xs">
              In your library
            </Title>
            {data.materials.length === 0 ? (
              <Text c="dimmed" size="sm">
                No material in the library matches this note. Import the reference data (admin) or add your own
                material.
              </Text>
            ) : (
              <Group gap="xs" aria-label="Matching materials">
                {data.materials.map((material) => (
                  <Badge key={material.id} variant="outline" tt="none" size="lg">
                    {material.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Card>
          {points.length === 0 ? (
            <Text c="dimmed">No launch in the catalogue lists this note.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <Card withBorder radius="md" padding="md">
                <Title order={3} mb="xs">
                  Share of launches with notes
                </Title>
                <ShareChart series={[data.series]} kind="note" />
              </Card>
              <Card withBorder radius="md" padding="md">
                <Title order={3} mb="xs">
                  Launches using it
                </Title>
                <BarChart
                  h={300}
                  data={points.map((point) => ({ year: point.year, launches: point.count }))}
                  dataKey="year"
                  series={[{ name: 'launches', color: colourForNote(data.note) }]}
                  gridAxis="y"
                  aria-label="Launches using the note per year"
                />
              </Card>
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <Card withBorder radius="md" padding="md">
              <Title order={3} mb="xs">
                Most rated perfumes with it
              </Title>
              <Table>
                <Table.Tbody>
                  {data.perfumes.map((perfume) => (
                    <Table.Tr key={perfume.id}>
                      <Table.Td>
                        <Anchor component={Link} to={hrefs.commercialPerfume(perfume.id)}>
                          {perfume.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td c="dimmed">{perfume.brand}</Table.Td>
                      <Table.Td c="dimmed">{perfume.releaseYear ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
            <Card withBorder radius="md" padding="md">
              <Title order={3} mb="xs">
                Brands using it most
              </Title>
              <Table>
                <Table.Tbody>
                  {data.brands.map((brand) => (
                    <Table.Tr key={brand.brand}>
                      <Table.Td>{brand.brand}</Table.Td>
                      <Table.Td ta="right">{brand.count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
