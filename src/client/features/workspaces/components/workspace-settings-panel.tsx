import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { hasWorkspacePermission } from '../../../../domain/workspaces/workspace-permissions.ts';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../../../domain/workspaces/workspace-roles.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { ApiKeysCard } from './api-keys-card.tsx';
import { SsoCard } from './sso-card.tsx';
import { TextAndChoiceForm } from './text-and-choice-form.tsx';
import { AuditTrailCard } from './audit-trail-card.tsx';
import {
  useChangeRole,
  useCreateWorkspace,
  useInvitations,
  useInviteMember,
  useMembers,
  useRemoveMember,
  useRevokeInvitation,
  useWorkspaces,
  type Workspace,
} from '../api/workspaces.ts';

const ROLE_OPTIONS = WORKSPACE_ROLES.map((role) => ({ value: role, label: role }));

/** Settings → Workspace: the active workspace's members and roles, its invitations, and a new workspace. */
export function WorkspaceSettingsPanel({ showCreate = false }: { showCreate?: boolean }) {
  const workspaces = useWorkspaces();
  const active = workspaces.data?.items.find((item) => item.id === workspaces.data?.activeWorkspaceId);
  return (
    <Stack gap="lg">
      {active && (
        <>
          <div>
            <Title order={1}>{active.name}</Title>
            <Text c="dimmed">
              {active.isPersonal ? 'Your personal workspace' : 'A shared workspace'}: you are {active.role}. Formulas,
              stock, own materials and prices belong to the workspace you work in.
            </Text>
          </div>
          <MembersCard workspace={active} />
          {hasWorkspacePermission(active.role, 'members.manage') && <InvitationsCard workspace={active} />}
          {hasWorkspacePermission(active.role, 'audit.read') && <AuditTrailCard workspace={active} />}
          <ApiKeysCard workspace={active} />
          {!active.isPersonal && hasWorkspacePermission(active.role, 'workspace.manage') && (
            <SsoCard workspace={active} />
          )}
        </>
      )}
      <CreateWorkspaceCard highlighted={showCreate} />
    </Stack>
  );
}

function MembersCard({ workspace }: { workspace: Workspace }) {
  const { user } = useAuth();
  const members = useMembers(workspace.id);
  const changeRole = useChangeRole(workspace.id);
  const remove = useRemoveMember(workspace.id);
  const canManage = hasWorkspacePermission(workspace.role, 'members.manage');
  const error = changeRole.error ?? remove.error;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Members
        </Title>
        {error && <Alert color="red">{error.message}</Alert>}
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Member</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(members.data?.items ?? []).map((member) => {
                const isSelf = member.userId === user?.id;
                return (
                  <Table.Tr key={member.userId}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm">{member.name}</Text>
                      <Text size="xs" c="dimmed">
                        {member.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {canManage ? (
                        <Select
                          aria-label={`Role of ${member.email}`}
                          data={ROLE_OPTIONS}
                          value={member.role}
                          allowDeselect={false}
                          size="xs"
                          w={120}
                          onChange={(role) =>
                            role && changeRole.mutate({ userId: member.userId, role: role as WorkspaceRole })
                          }
                        />
                      ) : (
                        <Badge variant="light">{member.role}</Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {(canManage || isSelf) && !(workspace.isPersonal && isSelf) && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={isSelf ? 'Leave this workspace' : `Remove ${member.email}`}
                          onClick={() => remove.mutate(member.userId)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

function InvitationsCard({ workspace }: { workspace: Workspace }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('viewer');
  const invitations = useInvitations(workspace.id, true);
  const invite = useInviteMember(workspace.id);
  const revoke = useRevokeInvitation(workspace.id);
  const send = () =>
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `Invitation sent to ${email.trim()}` });
          setEmail('');
        },
      },
    );
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Invitations
        </Title>
        <Text size="sm" c="dimmed">
          An invitation is a link mailed to the address, valid once for 7 days; the person signs in (or creates an
          account) with that address to join with the role chosen here.
        </Text>
        {invite.error && <Alert color="red">{invite.error.message}</Alert>}
        <TextAndChoiceForm
          text={{
            label: 'E-mail',
            value: email,
            onChange: setEmail,
            placeholder: 'colleague@maison.example',
            minWidth: 220,
          }}
          choice={{ label: 'Role', options: WORKSPACE_ROLES, value: role, onChange: setRole, width: 150 }}
          submit={{ label: 'Invite', onSubmit: send, pending: invite.isPending }}
        />
        <Table>
          <Table.Tbody>
            {(invitations.data?.items ?? []).map((invitation) => (
              <Table.Tr key={invitation.id}>
                <Table.Td>{invitation.email}</Table.Td>
                <Table.Td>{invitation.role}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={invitation.state === 'pending' ? 'blue' : 'gray'}>
                    {invitation.state}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {invitation.state === 'pending' && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => revoke.mutate(invitation.id)}>
                      Revoke
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

function CreateWorkspaceCard({ highlighted }: { highlighted: boolean }) {
  const [name, setName] = useState('');
  const create = useCreateWorkspace();
  return (
    <Card withBorder style={highlighted ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          New workspace
        </Title>
        <Text size="sm" c="dimmed">
          A shared place for a house: you are its owner and work in it at once; invite your colleagues with a role.
        </Text>
        {create.error && <Alert color="red">{create.error.message}</Alert>}
        <Group align="end">
          <TextInput
            label="Name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            placeholder="Maison Example"
            style={{ flex: 1 }}
          />
          <Button
            onClick={() => create.mutate(name.trim(), { onSuccess: () => setName('') })}
            loading={create.isPending}
            disabled={!name.trim()}
          >
            Create
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
