import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { WorkspaceSettingsPanel } from '../../../features/workspaces/components/workspace-settings-panel.tsx';

/** /workspace: the active workspace's members, roles and invitations, and a new workspace. */
export function WorkspaceSettingsScreen() {
  const [params] = useSearchParams();
  return (
    <Stack gap="lg" py="md">
      <WorkspaceSettingsPanel showCreate={params.get('new') === '1'} />
    </Stack>
  );
}
