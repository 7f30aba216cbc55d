import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../../../lib/use-auth.ts';
import { useReferenceData } from '../../../features/reference-data/api/get-reference-data.ts';
import { useStartImport } from '../../../features/reference-data/api/start-import.ts';
import { DatasetTable } from '../../../features/reference-data/components/dataset-table.tsx';
import { ImportJobProgress } from '../../../features/reference-data/components/import-job-progress.tsx';

/** Reference data import (admin): each dataset, its licence and last run, live progress, run, re-run or upload. */
export function PopulatorScreen() {
  const { isAdmin } = useAuth();
  const status = useReferenceData();
  const start = useStartImport();
  const queryClient = useQueryClient();
  const job = status.data?.job ?? null;
  const isRunning = job?.status === 'running';
  const wasRunning = useRef(false);
  useEffect(() => {
    // The library changed: lists, the search index and material pages reload.
    if (wasRunning.current && !isRunning) void queryClient.invalidateQueries({ queryKey: ['materials'] });
    wasRunning.current = isRunning;
  }, [isRunning, queryClient]);

  if (!isAdmin) {
    return (
      <Alert color="orange" variant="light" my="xl" title="Reference Data Import">
        You need admin role to access this page
      </Alert>
    );
  }
  return (
    <Stack gap="lg" py="md" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Reference Data Import</Title>
          <Text c="dimmed" maw={720}>
            The materials library and the IFRA and EU tables come from public datasets, imported here and never shipped
            with the app. Each run records its row counts and the file’s SHA-256; re-running an unchanged file changes
            nothing, and a truncated or wrong file is refused while the data already there stays intact.
          </Text>
        </div>
        <Button
          leftSection={<IconDatabaseImport size={16} />}
          loading={start.isPending}
          disabled={isRunning}
          onClick={() => start.mutate({ kind: 'all' })}
        >
          Import all datasets
        </Button>
      </Group>
      {start.isError && (
        <Alert color="red" variant="light" role="alert">
          {start.error.message}
        </Alert>
      )}
      {status.isError && (
        <Alert color="red" variant="light" role="alert" title="Error loading reference data">
          {status.error.message}
        </Alert>
      )}
      {job && status.data && (
        <Card withBorder padding="lg" radius="md">
          <ImportJobProgress job={job} datasets={status.data.datasets} />
        </Card>
      )}
      {status.isPending ? (
        <Text c="dimmed" role="status">
          Loading datasets…
        </Text>
      ) : (
        <Card withBorder padding={0} radius="md">
          <DatasetTable
            datasets={status.data?.datasets ?? []}
            isBusy={isRunning || start.isPending}
            onRun={(dataset) => start.mutate({ kind: 'dataset', dataset })}
            onUpload={(dataset, files) => start.mutate({ kind: 'upload', dataset, files })}
          />
        </Card>
      )}
    </Stack>
  );
}
