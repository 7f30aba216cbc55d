import { Button, Menu, Text } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconChevronDown, IconPlus, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSwitchWorkspace, useWorkspaces } from '../api/workspaces.ts';
import { hrefs, ROUTES } from '../../../config/paths.ts';

/** The top bar's workspace menu: the workspaces the user belongs to (the active one ticked), its settings, a new one. */
export function WorkspaceSwitcher() {
  const workspaces = useWorkspaces();
  const switchTo = useSwitchWorkspace();
  const items = workspaces.data?.items ?? [];
  const active = items.find((item) => item.id === workspaces.data?.activeWorkspaceId);
  if (!active) return null;
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          leftSection={<IconBuildingStore size={16} stroke={1.5} />}
          rightSection={<IconChevronDown size={14} stroke={1.5} />}
          aria-label={`Workspace: ${active.name}`}
          loading={switchTo.isPending}
          maw={220}
        >
          <Text size="sm" truncate>
            {active.name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Workspaces</Menu.Label>
        {items.map((item) => (
          <Menu.Item
            key={item.id}
            onClick={() => item.id !== active.id && switchTo.mutate(item.id)}
            leftSection={item.id === active.id ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
            rightSection={
              <Text size="xs" c="dimmed">
                {item.isPersonal ? 'personal' : item.role}
              </Text>
            }
          >
            {item.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to={ROUTES.workspace.path} leftSection={<IconSettings size={14} />}>
          Members and invitations
        </Menu.Item>
        <Menu.Item component={Link} to={hrefs.workspace({ isNew: true })} leftSection={<IconPlus size={14} />}>
          New workspace
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
