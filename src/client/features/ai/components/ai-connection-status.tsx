import { Badge, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TextProvider } from '../../../../domain/ai/ai-providers.ts';
import { aiKeys, useAiStatus, useTestConnection } from '../api/ai-api.ts';
import { AiErrorNotice, ConnectProviderNotice } from './ai-notice.tsx';
import { formatCost } from '../../../../domain/shared/format-numbers.ts';

function TestButton({ provider, label }: { provider: TextProvider; label: string }) {
  const test = useTestConnection();
  const [shown, setShown] = useState<{ ok: boolean; message: string } | null>(null);
  return (
    <Stack gap={2} align="flex-end">
      <Button
        size="compact-xs"
        variant="light"
        loading={test.isPending}
        aria-label={`Test connection to ${label}`}
        onClick={() =>
          test.mutate(provider, {
            onSuccess: (result) => setShown({ ok: result.ok, message: `${result.message} (${result.ms} ms)` }),
            onError: (error) => setShown({ ok: false, message: error.message }),
          })
        }
      >
        Test connection
      </Button>
      {shown && (
        <Text size="xs" c={shown.ok ? 'teal' : 'red'} role="status" ta="right" maw={260}>
          {shown.message}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Which providers are connected (the user's key, the installation's, or none), "Test connection" for each, and
 * the month's AI spend against the limit. `watch` changes once a change of the AI settings is saved, so the status is
 * read again.
 */
export function AiConnectionStatus({ watch }: { watch: string }) {
  const status = useAiStatus();
  const queryClient = useQueryClient();
  const lastWatch = useRef(watch);
  useEffect(() => {
    // Only a change of the settings reads the status again (never the first render: no cancelled first fetch).
    if (lastWatch.current === watch) return;
    lastWatch.current = watch;
    void queryClient.invalidateQueries({ queryKey: aiKeys.status() });
  }, [watch, queryClient]);
  if (status.isPending)
    return (
      <Text size="sm" c="dimmed">
        Checking the AI connection…
      </Text>
    );
  if (status.isError) return <AiErrorNotice error={status.error} />;
  const { usage, providers } = status.data;
  const share = usage.limit > 0 ? Math.min(100, (usage.monthToDate / usage.limit) * 100) : 100;
  return (
    <Stack gap="sm" data-testid="ai-connection-status">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={4} size="h5">
            This month
          </Title>
          <Text size="sm" data-testid="ai-month-to-date">
            {formatCost(usage.monthToDate, 'USD')} of {formatCost(usage.limit, 'USD')} · {usage.calls}{' '}
            {usage.calls === 1 ? 'call' : 'calls'}
            {usage.unpricedCalls > 0 ? ` (${usage.unpricedCalls} without a price, counted as $0)` : ''}
          </Text>
        </div>
        {status.data.provider && (
          <Badge variant="light" color="teal">
            Using {status.data.provider.label}
            {status.data.provider.source === 'instance' ? ' (this installation)' : ''}
          </Badge>
        )}
      </Group>
      <Progress
        value={share}
        color={share >= 100 ? 'red' : share >= 80 ? 'orange' : 'teal'}
        aria-label="Share of the monthly AI limit spent"
        size="sm"
      />
      {!status.data.connected && <ConnectProviderNotice compact />}
      <Stack gap={6}>
        {providers
          .filter((provider) => provider.connected || provider.id === 'compatible')
          .map((provider) => (
            <Group key={provider.id} justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <Group gap="xs" wrap="wrap">
                <Text size="sm">{provider.label}</Text>
                <Badge size="sm" variant="dot" color={provider.connected ? 'teal' : 'gray'}>
                  {provider.connected
                    ? provider.source === 'instance'
                      ? 'installation'
                      : provider.needsKey
                        ? 'your key'
                        : 'your URL'
                    : 'not connected'}
                </Badge>
              </Group>
              {provider.connected && <TestButton provider={provider.id} label={provider.label} />}
            </Group>
          ))}
      </Stack>
    </Stack>
  );
}
