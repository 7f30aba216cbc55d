import { Badge, Group, Menu, Text } from '@mantine/core';
import {
  IconBook,
  IconHelpCircle,
  IconHome,
  IconLogout,
  IconReceipt,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMe } from '../../features/accounts/api/get-me.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useSignOut } from '../../features/accounts/hooks/use-sign-out.ts';
import { UserMenuTarget } from './user-menu-target.tsx';
import { hrefs, ROUTES } from '../../config/paths.ts';

/** The signed-in user's menu (its own chunk: shell-menus.tsx draws its target until it has loaded). */
export function UserMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { user, isAdmin } = useAuth();
  const me = useMe();
  const { signOut, working } = useSignOut();
  const email = user?.email ?? '';
  return (
    <Menu position="bottom-end" width={250} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuTarget email={email} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={500} c="var(--sl-text)" truncate>
            {email}
          </Text>
          <Group gap={6} mt={6}>
            {isAdmin && (
              <Badge size="sm" variant="filled" color="accent">
                Admin
              </Badge>
            )}
            {me.data && (
              <Badge size="sm" variant="outline" color="gray" tt="capitalize" aria-label={`Plan: ${me.data.tier}`}>
                {me.data.tier}
              </Badge>
            )}
          </Group>
          {me.data?.daysRemaining != null && (
            <Text size="xs" c="dimmed" mt={4}>
              {me.data.daysRemaining === 0
                ? 'Plan ends today'
                : `${me.data.daysRemaining} ${me.data.daysRemaining === 1 ? 'day' : 'days'} remaining`}
            </Text>
          )}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={ROUTES.dashboard.path} leftSection={<IconHome size={16} />}>
          Dashboard
        </Menu.Item>
        <Menu.Item component={Link} to={ROUTES.account.path} leftSection={<IconUserCircle size={16} />}>
          Account
        </Menu.Item>
        <Menu.Item component={Link} to={hrefs.account('billing')} leftSection={<IconReceipt size={16} />}>
          Plan and billing
        </Menu.Item>
        <Menu.Item component={Link} to={ROUTES.settings.path} leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Item component={Link} to={ROUTES.help.path} leftSection={<IconHelpCircle size={16} />}>
          Help & Support
        </Menu.Item>
        <Menu.Item component={Link} to={ROUTES.documentation.path} leftSection={<IconBook size={16} />}>
          Documentation
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          disabled={working}
          closeMenuOnClick={false}
          onClick={() => void signOut()}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
