import { Alert, Anchor, Card, Grid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ROUTES } from '../../../config/paths.ts';
import { useMaterialGroups, type MaterialGroups } from '../../../features/materials/api/get-material-groups.ts';
import { OdourFamilyGroups } from '../../../features/materials/components/odour-family-groups.tsx';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';

/** `PROHIBITION_SPECIFICATION` → `Prohibition + specification`. */
const formatStandardType = (type: string) => {
  const text = type.toLowerCase().split('_').join(' + ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function IfraGroups({ groups }: { groups: MaterialGroups['ifraGroups'] }) {
  if (groups.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No IFRA Standards imported yet. Import “IFRA Standards, 51st Amendment” on the Reference Data Import page.
      </Text>
    );
  return (
    <Table verticalSpacing="xs" aria-label="IFRA groups">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Standard type</Table.Th>
          <Table.Th ta="right">Standards</Table.Th>
          <Table.Th ta="right">Materials</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.map((group) => (
          <Table.Tr key={group.type}>
            <Table.Td>{formatStandardType(group.type)}</Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatCount(group.standards)}
            </Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatCount(group.materials)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /admin/material-groups (admins): odour families and IFRA groups with their counts; families can be renamed or merged. */
export function AdminMaterialGroupsScreen() {
  const query = useMaterialGroups();
  if (query.isPending)
    return (
      <Text c="dimmed" py="xl" role="status">
        Loading material groups…
      </Text>
    );
  if (query.isError)
    return (
      <Alert color="red" variant="light" my="xl" title="Error loading material groups">
        {query.error.message}
      </Alert>
    );
  const { odourFamilies, ifraGroups } = query.data;
  if (odourFamilies.length === 0 && ifraGroups.length === 0) {
    return (
      <EmptyState
        title="Material Groups"
        icon={IconCategory}
        description="Odour families and IFRA groups appear here once the reference library is imported."
      >
        <Anchor component={Link} to={ROUTES.populator.path}>
          Import the reference data
        </Anchor>
      </EmptyState>
    );
  }
  return (
    <Stack gap="lg" py="md" maw={1200}>
      <div>
        <Title order={1}>Material Groups</Title>
        <Text c="dimmed">
          How the library groups its reference materials. Renaming a family changes only its label; give it another
          family’s name to merge the two.
        </Text>
      </div>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-label="Odour families">
            <Title order={2} size="h4" mb="sm">
              Odour families
            </Title>
            {odourFamilies.length === 0 ? (
              <Text size="sm" c="dimmed">
                No imported material has an odour family yet.
              </Text>
            ) : (
              <OdourFamilyGroups groups={odourFamilies} />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-label="IFRA groups">
            <Title order={2} size="h4" mb="sm">
              IFRA groups
            </Title>
            <IfraGroups groups={ifraGroups} />
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
