import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import type { ImportJobStatus, ReferenceDatasetStatus } from '../api/get-reference-data.ts';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';

const PHASES: Record<string, string> = {
  reading: 'Reading files',
  checking: 'Checking',
  parsing: 'Parsing',
  writing: 'Writing',
  merging: 'Merging the library',
  done: 'Done',
};

/** The running (or last) import job: a live progress bar, then what it did. */
export function ImportJobProgress({
  job,
  datasets,
}: {
  job: ImportJobStatus;
  datasets: readonly ReferenceDatasetStatus[];
}) {
  const titleOf = (id: string) =>
    datasets.find((dataset) => dataset.id === id)?.title ?? (id === 'library' ? 'Materials library' : id);
  const percent = Math.round(job.progress * 100);
  if (job.status === 'running') {
    return (
      <Stack gap={6} aria-live="polite">
        <Group justify="space-between">
          <Text fw={500}>
            Importing
            {job.current
              ? `: ${titleOf(job.current.dataset)} (${PHASES[job.current.phase] ?? job.current.phase})`
              : '…'}
          </Text>
          <Text c="dimmed" size="sm">
            {percent} %
          </Text>
        </Group>
        <Progress value={percent} animated aria-label="Import progress" />
      </Stack>
    );
  }
  const failed = job.results.filter((result) => result.status !== 'succeeded');
  return (
    <Alert
      color={job.status === 'succeeded' ? 'teal' : 'red'}
      variant="light"
      title={job.status === 'succeeded' ? 'Last import succeeded' : 'Last import failed'}
    >
      <Stack gap={4}>
        {job.library && (
          <Text size="sm">
            Library: {formatCount(job.library.total)} materials ({formatCount(job.library.added)} added,{' '}
            {formatCount(job.library.updated)} updated, {formatCount(job.library.removed)} removed).
          </Text>
        )}
        {failed.map((result) => (
          <Text key={result.dataset} size="sm">
            {titleOf(result.dataset)}: {result.message ?? result.status}
          </Text>
        ))}
        {job.skipped.map((skip) => (
          <Text key={skip.dataset} size="sm">
            {titleOf(skip.dataset)}: {skip.reason}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
