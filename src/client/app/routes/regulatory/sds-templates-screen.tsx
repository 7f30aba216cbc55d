import { Stack, Text, Title } from '@mantine/core';
import { hasWorkspacePermission } from '../../../../domain/workspaces/workspace-permissions.ts';
import { SdsTemplatesEditor } from '../../../features/clp/components/sds-templates-editor.tsx';
import { useWorkspaces } from '../../../features/workspaces/api/workspaces.ts';

/** /sds-templates: the active workspace's safety data sheet templates per product form (issue 31 item 5). */
export function SdsTemplatesScreen() {
  const workspaces = useWorkspaces();
  const active = workspaces.data?.items.find((item) => item.id === workspaces.data?.activeWorkspaceId);
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>SDS templates</Title>
        <Text c="dimmed">
          The safety data sheet subsections your formulas’ data cannot fill (REACH Annex II as amended by Regulation
          (EU) 2020/878). Each prints “Template — not reviewed” until someone marks it reviewed.
        </Text>
      </div>
      <SdsTemplatesEditor canEdit={active ? hasWorkspacePermission(active.role, 'regulatory.edit') : false} />
    </Stack>
  );
}
