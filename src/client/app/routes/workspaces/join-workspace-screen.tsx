import { Center } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { JoinWorkspacePanel } from '../../../features/workspaces/components/join-workspace-panel.tsx';

/** /join-workspace?token=…: the link of a workspace invitation e-mail. */
export function JoinWorkspaceScreen() {
  const [params] = useSearchParams();
  return (
    <Center py={{ base: 'md', sm: 48 }}>
      <JoinWorkspacePanel token={params.get('token') ?? ''} />
    </Center>
  );
}
