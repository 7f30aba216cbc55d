import { Badge, Button, FileButton, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPlayerPlay, IconUpload } from '@tabler/icons-react';
import type { ReferenceDatasetStatus } from '../api/get-reference-data.ts';
import { formatDateTime } from '../../../../domain/shared/format-dates.ts';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';
import { readRowsLeftOut } from '../../../../domain/reference-data/read-rows-left-out.ts';

type DatasetTableProps = {
  datasets: readonly ReferenceDatasetStatus[];
  isBusy: boolean;
  onRun: (dataset: ReferenceDatasetStatus['id']) => void;
  onUpload: (dataset: ReferenceDatasetStatus['id'], files: File[]) => void;
};

function LastRun({ run }: { run: ReferenceDatasetStatus['lastRun'] }) {
  if (!run)
    return (
      <Text size="sm" c="dimmed">
        Never imported
      </Text>
    );
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <Badge
          size="sm"
          variant="light"
          color={run.status === 'succeeded' ? 'teal.9' : run.status === 'running' ? 'blue' : 'red.9'}
          tt="none"
        >
          {run.status}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatDateTime(run.startedAt)} · {run.source}
        </Text>
      </Group>
      <Text size="xs">
        {formatCount(run.rowsRead)} read · {formatCount(run.rowsAdded)} added · {formatCount(run.rowsUpdated)} updated ·{' '}
        {formatCount(run.rowsRejected)} rejected
      </Text>
      {run.fileSha256 && (
        <Tooltip label={run.fileSha256} withinPortal>
          <Text size="xs" c="dimmed" ff="monospace">
            SHA-256 {run.fileSha256.slice(0, 16)}…
          </Text>
        </Tooltip>
      )}
      {run.status === 'succeeded' && readRowsLeftOut(run.message) && (
        <Text size="xs" c="yellow.9" data-testid="rows-left-out">
          {readRowsLeftOut(run.message)?.sentence}
        </Text>
      )}
      {run.status !== 'succeeded' && run.message && (
        <Text size="xs" c="red.8">
          {run.message}
        </Text>
      )}
    </Stack>
  );
}

/** Every reference dataset with its licence, its last run and the actions to run it or upload its file. */
export function DatasetTable({ datasets, isBusy, onRun, onUpload }: DatasetTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" aria-label="Reference datasets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dataset</Table.Th>
            <Table.Th>Licence</Table.Th>
            <Table.Th>Last run</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {datasets.map((dataset) => (
            <Table.Tr key={dataset.id} data-dataset={dataset.id}>
              <Table.Td maw={280}>
                <Text fw={500}>{dataset.title}</Text>
                <Text size="xs" c="dimmed">
                  {dataset.version}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {dataset.files.join(', ')}
                </Text>
              </Table.Td>
              <Table.Td maw={240}>
                <Text size="sm">{dataset.licence}</Text>
                <Group gap={4} mt={4}>
                  {dataset.isNonCommercial && (
                    <Badge size="sm" color="orange.9" variant="light" tt="none">
                      non-commercial
                    </Badge>
                  )}
                  {!dataset.isEnabled && (
                    <Badge size="sm" color="gray" variant="light" tt="none">
                      switched off here
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <LastRun run={dataset.lastRun} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlayerPlay size={14} />}
                    disabled={isBusy || !dataset.isEnabled}
                    onClick={() => onRun(dataset.id)}
                    aria-label={`Run ${dataset.title}`}
                  >
                    {dataset.lastRun ? 'Re-run' : 'Run'}
                  </Button>
                  <FileButton
                    multiple
                    accept=".csv,text/csv,.xlsx"
                    onChange={(files) => files.length > 0 && onUpload(dataset.id, files)}
                  >
                    {(props) => (
                      <Button
                        {...props}
                        size="xs"
                        variant="default"
                        leftSection={<IconUpload size={14} />}
                        disabled={isBusy || !dataset.isEnabled}
                        aria-label={`Upload a file for ${dataset.title}`}
                      >
                        Upload
                      </Button>
                    )}
                  </FileButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
