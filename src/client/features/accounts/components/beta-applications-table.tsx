import { Alert, Badge, Button, Group, Loader, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useBetaApplications, useDecideBetaApplication } from '../api/beta-applications.ts';
import { formatDate } from '../../../../domain/shared/format-dates.ts';

const STATUS_COLOURS = { pending: 'blue', accepted: 'teal', declined: 'gray' } as const;

/** Applications to the beta programme for the admin; accepting sets the user's beta-tester flag. */
export function BetaApplicationsTable() {
  const applications = useBetaApplications();
  const decide = useDecideBetaApplication();
  if (applications.isPending) return <Loader size="sm" />;
  if (applications.isError) return <Alert color="red">{applications.error.message}</Alert>;
  if (applications.data.items.length === 0)
    return <Text c="dimmed">No applications yet. Users apply from the Beta Programme page (/beta).</Text>;
  const handleDecision = (id: string, decision: 'accept' | 'decline') =>
    decide.mutate(
      { id, decision },
      { onError: (error) => notifications.show({ color: 'red', message: error.message }) },
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Motivation</Table.Th>
            <Table.Th>Applied</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applications.data.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {item.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.email}
                </Text>
              </Table.Td>
              <Table.Td maw={360}>
                <Text size="sm" lineClamp={3}>
                  {item.motivation}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(new Date(item.createdAt))}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOURS[item.status]} tt="none">
                  {item.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                {item.status === 'pending' && (
                  <Group gap="xs" wrap="nowrap">
                    <Button size="compact-sm" onClick={() => handleDecision(item.id, 'accept')}>
                      Accept
                    </Button>
                    <Button size="compact-sm" variant="default" onClick={() => handleDecision(item.id, 'decline')}>
                      Decline
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
