import { Alert, Code, Table, Text } from '@mantine/core';
import { useAuditLog } from '../api/admin-api.ts';
import { formatDateTime } from '../../../../domain/shared/format-dates.ts';

const ACTION_LABELS: Record<string, string> = {
  'plan.set': 'Plan changed',
  'role.set': 'Role changed',
  'beta.set': 'Beta tester flag',
  'user.ban': 'Banned',
  'user.unban': 'Unbanned',
  'password-reset.sent': 'Password reset sent',
  'admin.first-setup': 'First administrator created',
};

function describeDetail(detail: Record<string, unknown> | null): string {
  if (!detail) return '';
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

/** Who changed what, on whom, when: every administrator action, newest first. */
export function AuditLogTable() {
  const log = useAuditLog();
  if (log.isError) return <Alert color="red">Could not load the audit log: {log.error.message}</Alert>;
  const items = log.data?.items ?? [];
  if (log.isSuccess && items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No administrator action yet. Changes of plan, role, beta flag, bans and password resets appear here.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>On whom</Table.Th>
            <Table.Th>Detail</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Text size="sm">{formatDateTime(entry.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.actorEmail}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{ACTION_LABELS[entry.action] ?? entry.action}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.targetEmail ?? '—'}</Text>
              </Table.Td>
              <Table.Td>{entry.detail ? <Code>{describeDetail(entry.detail)}</Code> : null}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
