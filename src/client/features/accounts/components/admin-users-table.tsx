import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCreditCard, IconDots, IconKey, IconLock, IconLockOpen, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ROLES, type Role } from '../../../../domain/accounts/roles.ts';
import { PLAN_ORDER, PLANS } from '../../../../domain/subscriptions/plans.ts';
import type { Tier } from '../../../../domain/subscriptions/resolve-tier.ts';
import { useAdminUsers, useChangeUser } from '../api/admin-api.ts';
import { formatDate } from '../../../../domain/shared/format-dates.ts';

type PlanTarget = { id: string; email: string; tier: Tier };

function PlanDialog({ target, onClose }: { target: PlanTarget | null; onClose: () => void }) {
  const change = useChangeUser();
  const [tier, setTier] = useState<Tier>(target?.tier ?? 'free');
  const [end, setEnd] = useState('');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={`Plan of ${target?.email ?? ''}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Select
          label="Plan"
          data={PLAN_ORDER.map((value) => ({ value, label: PLANS[value].label }))}
          value={tier}
          onChange={(value) => value && setTier(value as Tier)}
          allowDeselect={false}
        />
        <TextInput
          label="Ends on (optional)"
          description="Empty: the plan has no end date. On that day the account drops to Free."
          type="date"
          value={end}
          onChange={(event) => setEnd(event.currentTarget.value)}
          disabled={tier === 'free'}
        />
        {change.isError && <Alert color="red">{change.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={change.isPending}
            onClick={() =>
              target &&
              change.mutate(
                {
                  id: target.id,
                  change: { kind: 'plan', tier, subscriptionEnd: tier === 'free' || !end ? null : end },
                },
                { onSuccess: onClose },
              )
            }
          >
            Save plan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Users with search, role, plan, beta flag, last sign-in and counts; every change goes through the audited API. */
export function AdminUsersTable({ currentUserId }: { currentUserId: string | undefined }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const users = useAdminUsers(debounced.trim());
  const change = useChangeUser();
  const [planTarget, setPlanTarget] = useState<PlanTarget | null>(null);
  const items = users.data?.items ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <TextInput
          placeholder="Search by e-mail or name"
          aria-label="Search users"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={320}
        />
        <Text size="sm" c="dimmed">
          {users.data ? `${users.data.total} ${users.data.total === 1 ? 'account' : 'accounts'}` : ' '}
        </Text>
      </Group>
      {change.isError && <Alert color="red">{change.error.message}</Alert>}
      {users.isError && <Alert color="red">Could not load the users: {users.error.message}</Alert>}
      <Table.ScrollContainer minWidth={980}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Plan</Table.Th>
              <Table.Th>Beta tester</Table.Th>
              <Table.Th>Last sign-in</Table.Th>
              <Table.Th ta="right">Formulas</Table.Th>
              <Table.Th ta="right">Materials</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((user) => (
              <Table.Tr key={user.id} data-testid={`user-row-${user.email}`}>
                <Table.Td>
                  <Stack gap={0}>
                    <Group gap={6}>
                      <Text size="sm" fw={500}>
                        {user.email}
                      </Text>
                      {user.banned && (
                        <Badge size="xs" color="red" variant="light">
                          Banned
                        </Badge>
                      )}
                      {!user.emailVerified && (
                        <Tooltip label="The address is not verified yet">
                          <Badge size="xs" color="gray" variant="outline">
                            Unverified
                          </Badge>
                        </Tooltip>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {user.name} · since {formatDate(user.createdAt)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    w={130}
                    aria-label={`Role of ${user.email}`}
                    data={ROLES.map((role) => ({ value: role, label: role.replace('_', ' ') }))}
                    value={(user.roles.find((role) => (ROLES as readonly string[]).includes(role)) ?? 'user') as string}
                    allowDeselect={false}
                    disabled={user.id === currentUserId}
                    onChange={(value) =>
                      value && change.mutate({ id: user.id, change: { kind: 'role', role: value as Role } })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="light"
                      tt="capitalize"
                      aria-label={`Plan of ${user.email}: ${user.tier}`}
                      disabled={user.isAdmin}
                      onClick={() => setPlanTarget({ id: user.id, email: user.email, tier: user.tier })}
                    >
                      {user.tier}
                    </Button>
                    {user.subscriptionEnd && (
                      <Text size="xs" c="dimmed">
                        until {formatDate(user.subscriptionEnd)}
                      </Text>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Switch
                    size="sm"
                    aria-label={`Beta tester: ${user.email}`}
                    checked={user.isBetaTester}
                    onChange={(event) =>
                      change.mutate({
                        id: user.id,
                        change: { kind: 'beta', isBetaTester: event.currentTarget.checked },
                      })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(user.lastSignInAt)}</Text>
                </Table.Td>
                <Table.Td ta="right">{user.formulaCount}</Table.Td>
                <Table.Td ta="right">{user.materialCount}</Table.Td>
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${user.email}`}>
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={<IconCreditCard size={14} />}
                        disabled={user.isAdmin}
                        title={user.isAdmin ? 'An administrator has every feature (Enterprise)' : undefined}
                        onClick={() => setPlanTarget({ id: user.id, email: user.email, tier: user.tier })}
                      >
                        Change plan…
                      </Menu.Item>
                      <Menu.Item
                        leftSection={<IconKey size={14} />}
                        onClick={() => change.mutate({ id: user.id, change: { kind: 'password-reset' } })}
                      >
                        Send a password reset
                      </Menu.Item>
                      {user.banned ? (
                        <Menu.Item
                          leftSection={<IconLockOpen size={14} />}
                          onClick={() => change.mutate({ id: user.id, change: { kind: 'unban' } })}
                        >
                          Unban
                        </Menu.Item>
                      ) : (
                        <Menu.Item
                          color="red"
                          leftSection={<IconLock size={14} />}
                          disabled={user.id === currentUserId}
                          onClick={() => change.mutate({ id: user.id, change: { kind: 'ban' } })}
                        >
                          Ban (signs them out)
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {users.isSuccess && items.length === 0 && (
        <Text c="dimmed" size="sm">
          No account matches “{debounced}”.
        </Text>
      )}
      {planTarget && <PlanDialog key={planTarget.id} target={planTarget} onClose={() => setPlanTarget(null)} />}
    </Stack>
  );
}
