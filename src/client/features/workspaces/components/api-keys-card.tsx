import { Alert, Badge, Button, Card, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { API_KEY_ROUTES, API_KEY_SCOPES, type ApiKeyScope } from '../../../../domain/workspaces/api-keys.ts';
import { formatDateTime } from '../../../../domain/shared/format-dates.ts';
import { hasWorkspacePermission } from '../../../../domain/workspaces/workspace-permissions.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { TextAndChoiceForm } from './text-and-choice-form.tsx';
import { useApiKeys, useCreateApiKey, useRevokeApiKey, type Workspace } from '../api/workspaces.ts';

/**
 * /workspace → API keys (issue 30 item 6, ADR 038): the workspace's keys with their last use; a new key is shown
 * once; its maker (or an owner or admin) revokes it.
 */
export function ApiKeysCard({ workspace }: { workspace: Workspace }) {
  const { user } = useAuth();
  const keys = useApiKeys(workspace.id);
  const create = useCreateApiKey(workspace.id);
  const revoke = useRevokeApiKey(workspace.id);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const canManage = hasWorkspacePermission(workspace.role, 'members.manage');
  const error = create.error ?? revoke.error ?? keys.error;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          API keys
        </Title>
        <Text size="sm" c="dimmed">
          A key reads (or, read-write, also changes) this workspace&apos;s data with your role, from a script or another
          program: send it as <Code>Authorization: Bearer …</Code> to{' '}
          {API_KEY_ROUTES.map((route) => route.label).join(', ')}. It is shown once; the plan must include API access.
        </Text>
        {error && <Alert color="red">{error.message}</Alert>}
        {create.data && (
          <Alert color="green" title="Your new key: copy it now, it will not be shown again">
            <Group gap="xs" wrap="nowrap">
              <Code style={{ overflowWrap: 'anywhere' }}>{create.data.key}</Code>
              <CopyButton value={create.data.key}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
        )}
        <TextAndChoiceForm
          text={{ label: 'Key name', value: name, onChange: setName, placeholder: 'Reporting script', minWidth: 200 }}
          choice={{ label: 'Scope', options: API_KEY_SCOPES, value: scope, onChange: setScope, width: 140 }}
          submit={{
            label: 'Make a key',
            onSubmit: () => create.mutate({ name: name.trim(), scope }, { onSuccess: () => setName('') }),
            pending: create.isPending,
          }}
        />
        {(keys.data?.items.length ?? 0) > 0 && (
          // One key a row, its details under its name: readable at a phone's width without scrolling sideways.
          <Stack component="ul" aria-label="Keys" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {(keys.data?.items ?? []).map((key) => (
              <Group
                component="li"
                key={key.id}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {key.name}
                    </Text>
                    <Code>{key.start}…</Code>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {key.scope} · made by {key.createdByName} ·{' '}
                    {key.lastUsedAt ? `last used ${formatDateTime(key.lastUsedAt)}` : 'never used'}
                  </Text>
                </Stack>
                {key.revokedAt ? (
                  <Badge variant="light" color="gray">
                    revoked
                  </Badge>
                ) : (
                  (canManage || key.createdBy === user?.id) && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => revoke.mutate(key.id)}
                      aria-label={`Revoke ${key.name}`}
                    >
                      Revoke
                    </Button>
                  )
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
