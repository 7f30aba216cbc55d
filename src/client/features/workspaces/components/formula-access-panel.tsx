import { Alert, Button, Group, MultiSelect, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAuth } from '../../../lib/use-auth.ts';
import { useFormulaAccess, useMembers, useSetFormulaAccess, useWorkspaces } from '../api/workspaces.ts';

type Access = { isConfidential: boolean; authorId: string; memberIds: string[] };

/**
 * A formula's confidentiality (issue 30, item 3): open to the whole workspace, or only to its author and the members
 * picked here. Everyone else gets "not found" and never sees it in lists, search, exports or the assistant.
 */
export function FormulaAccessPanel({ formulaId, onDone }: { formulaId: string; onDone?: () => void }) {
  const access = useFormulaAccess(formulaId);
  if (access.error) return <Alert color="red">{access.error.message}</Alert>;
  if (!access.data) return <Text c="dimmed">Loading…</Text>;
  return <AccessForm formulaId={formulaId} access={access.data.access} onDone={onDone} />;
}

function AccessForm({ formulaId, access, onDone }: { formulaId: string; access: Access; onDone?: () => void }) {
  const { user } = useAuth();
  const workspaces = useWorkspaces();
  const members = useMembers(workspaces.data?.activeWorkspaceId ?? '');
  const save = useSetFormulaAccess(formulaId);
  const [isConfidential, setConfidential] = useState(access.isConfidential);
  const [memberIds, setMemberIds] = useState<string[]>(access.memberIds);
  const options = (members.data?.items ?? [])
    .filter((member) => member.userId !== access.authorId)
    .map((member) => ({ value: member.userId, label: `${member.name || member.email} (${member.role})` }));
  const submit = () =>
    save.mutate(
      { isConfidential, memberIds: isConfidential ? memberIds : [] },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: isConfidential ? 'Only the members named can open this formula' : 'Open to the whole workspace',
          });
          onDone?.();
        },
      },
    );
  return (
    <Stack gap="sm">
      <Switch
        label="Confidential: only its author and the members named below can open it"
        checked={isConfidential}
        onChange={(event) => setConfidential(event.currentTarget.checked)}
      />
      {isConfidential && (
        <MultiSelect
          label="Members who may open it"
          description={
            access.authorId === user?.id
              ? 'You are its author and keep access.'
              : 'Its author keeps access; so do you, as the one restricting it.'
          }
          data={options}
          value={memberIds}
          onChange={setMemberIds}
          searchable
          placeholder="Pick members"
        />
      )}
      {save.error && <Alert color="red">{save.error.message}</Alert>}
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
