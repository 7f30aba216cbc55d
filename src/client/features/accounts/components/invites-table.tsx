import { Alert, Badge, Button, Group, Loader, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useInvites, useResendInvite, useRevokeInvite, type Invite } from '../api/invites.ts';
import { formatDate } from '../../../../domain/shared/format-dates.ts';

const STATES: Record<Invite['state'], { label: string; colour: string }> = {
  pending: { label: 'Pending', colour: 'blue' },
  accepted: { label: 'Accepted', colour: 'teal' },
  revoked: { label: 'Revoked', colour: 'gray' },
  expired: { label: 'Expired', colour: 'orange' },
};

/** The user's invitations with their state; pending or expired ones can be resent, pending ones revoked. */
export function InvitesTable() {
  const invites = useInvites();
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  if (invites.isPending) return <Loader size="sm" />;
  if (invites.isError) return <Alert color="red">{invites.error.message}</Alert>;
  if (invites.data.items.length === 0) return <Text c="dimmed">No invitations sent yet.</Text>;
  const onError = (error: Error) => notifications.show({ color: 'red', message: error.message });
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" aria-label="Invitations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Sent</Table.Th>
            <Table.Th>Link valid until</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invites.data.items.map((invite) => (
            <Table.Tr key={invite.id}>
              <Table.Td>
                <Text size="sm">{invite.email}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATES[invite.state].colour} tt="none">
                  {STATES[invite.state].label}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(new Date(invite.lastSentAt))}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{invite.state === 'pending' ? formatDate(new Date(invite.expiresAt)) : '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  {(invite.state === 'pending' || invite.state === 'expired') && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() =>
                        resend.mutate(invite.id, {
                          onSuccess: () =>
                            notifications.show({ color: 'green', message: `Sent again to ${invite.email}` }),
                          onError,
                        })
                      }
                    >
                      Resend
                    </Button>
                  )}
                  {invite.state === 'pending' && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => revoke.mutate(invite.id, { onError })}
                    >
                      Revoke
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
