import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AdminUsersTable } from '../../../features/accounts/components/admin-users-table.tsx';
import { AuditLogTable } from '../../../features/accounts/components/audit-log-table.tsx';
import { InstanceStatusPanel } from '../../../features/accounts/components/instance-status-panel.tsx';
import { useAuth } from '../../../lib/use-auth.ts';

const TABS = ['users', 'audit', 'instance'] as const;
type Tab = (typeof TABS)[number];

/** /admin/super-dashboard (= /admin/system): users and plans, the audit log, the instance. */
export function AdminSystemScreen() {
  const { user } = useAuth();
  const [query, setQuery] = useSearchParams();
  const requested = query.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'users';
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Text className="sl-eyebrow">Administration</Text>
        <Title order={1}>System Dashboard</Title>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) => setQuery(value && value !== 'users' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="users">Users</Tabs.Tab>
          <Tabs.Tab value="audit">Audit log</Tabs.Tab>
          <Tabs.Tab value="instance">Instance</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <AdminUsersTable currentUserId={user?.id} />
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AuditLogTable />
        </Tabs.Panel>
        <Tabs.Panel value="instance">
          <InstanceStatusPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
