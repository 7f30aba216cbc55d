import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTrendOverview } from '../../../features/intelligence/api/trend-queries.ts';
import { BriefingCard } from '../../../features/intelligence/components/briefing-card.tsx';
import { CatalogueEmptyState } from '../../../features/intelligence/components/catalogue-empty-state.tsx';
import { ScreenLoader } from '../../../components/screen-loader.tsx';
import { formatShare } from '../../../../domain/shared/format-numbers.ts';
import { ROUTES } from '../../../config/paths.ts';
import { MarketArea } from '../../../features/intelligence/components/market-area.tsx';

/** /professional-intelligence: moving notes with the library materials that carry them, and the briefing. */
function ProfessionalIntelligenceContent() {
  const overview = useTrendOverview();
  if (overview.isPending) return <ScreenLoader title="Professional Intelligence" />;
  if (overview.isError)
    return (
      <Text c="red" py="xl">
        Error loading intelligence: {overview.error.message}
      </Text>
    );
  if (!overview.data.computedAt) return <CatalogueEmptyState title="No trends computed yet" />;
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>Professional Intelligence</Title>
        <Text c="dimmed">
          Notes moving in recent launches, and the materials of the library that carry them. See also{' '}
          <Anchor component={Link} to={ROUTES.perfumeNews.path}>
            Perfume News
          </Anchor>
          .
        </Text>
      </Stack>
      <BriefingCard />
      <Card withBorder radius="md" padding="md">
        <Title order={3} mb="xs">
          Moving notes and your materials
        </Title>
        {/* On a phone the table scrolls sideways rather than squeezing the direction and the materials. */}
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Note</Table.Th>
                <Table.Th>Direction</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  Recent share
                </Table.Th>
                <Table.Th>Library materials</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overview.data.ingredients.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/material-intelligence?note=${encodeURIComponent(item.note)}`}
                      tt="capitalize"
                    >
                      {item.note}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={item.direction === 'falling' ? 'gray' : 'accent'} miw="max-content">
                      {item.direction}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatShare(item.currentShare)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {item.materials.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          none
                        </Text>
                      ) : (
                        item.materials.map((material) => (
                          <Badge key={material.id} variant="outline" tt="none">
                            {material.name}
                          </Badge>
                        ))
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}

/** Its tab of the Market area (issue 35 item 21). */
export function ProfessionalIntelligenceScreen() {
  return (
    <MarketArea>
      <ProfessionalIntelligenceContent />
    </MarketArea>
  );
}
