import { Alert, Badge, Button, Checkbox, Group, Progress, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconCloudDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { SetupJobState, SetupState, StartSetupInput } from '../api/setup-reference-data.ts';
import { formatBytes, formatCount } from '../../../../domain/shared/format-numbers.ts';

function FileProgressRow({ file }: { file: SetupJobState['files'][number] }) {
  const share = file.bytes > 0 ? (file.received / file.bytes) * 100 : 0;
  const detail =
    file.status === 'downloading'
      ? `${formatBytes(file.received)} of ${formatBytes(file.bytes)} · ${formatBytes(file.bytesPerSecond)}/s${file.secondsLeft === null ? '' : ` · ${Math.ceil(file.secondsLeft)} s left`}`
      : file.status === 'verified'
        ? `${formatBytes(file.bytes)} · checksum verified`
        : file.status === 'failed'
          ? (file.message ?? 'failed')
          : `${formatBytes(file.bytes)} · waiting`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {file.dataset}/{file.file}
        </Text>
      </Table.Td>
      <Table.Td w="40%">
        <Progress
          value={share}
          color={file.status === 'failed' ? 'red' : file.status === 'verified' ? 'teal' : 'accent'}
          size="sm"
          aria-label={`${file.file} downloaded`}
        />
        <Text size="xs" c={file.status === 'failed' ? 'red' : 'dimmed'} mt={4}>
          {detail}
        </Text>
      </Table.Td>
      <Table.Td w={28}>
        {file.status === 'verified' && (
          <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-label="verified" />
        )}
        {file.status === 'failed' && <IconCircleX size={18} color="var(--mantine-color-red-6)" aria-label="failed" />}
      </Table.Td>
    </Table.Tr>
  );
}

const IMPORT_PHASES: Record<string, string> = {
  reading: 'reading files',
  checking: 'checking',
  parsing: 'parsing',
  writing: 'writing',
  merging: 'merging the library',
  done: 'done',
};

/** One line per dataset that arrived: waiting, importing (its phase), then what its import read and changed. */
function DatasetImportProgress({ job, titleOf }: { job: SetupJobState; titleOf: (id: string) => string }) {
  const arrived = job.fetched.filter((result) => result.status === 'fetched').map((result) => result.dataset);
  if (arrived.length === 0) return null;
  return (
    <Table verticalSpacing={6} aria-label="Import progress per dataset">
      <Table.Tbody>
        {arrived.map((dataset) => {
          const imported = job.imported.find((entry) => entry.dataset === dataset);
          const isCurrent = job.current?.dataset === dataset;
          const text = imported
            ? imported.rows
              ? `${imported.status === 'succeeded' ? 'Imported' : 'Failed'}: ${formatCount(imported.rows.read)} rows read (${formatCount(imported.rows.added)} added, ${formatCount(imported.rows.updated)} updated, ${formatCount(imported.rows.removed)} removed)`
              : `${imported.status === 'skipped' ? 'Skipped' : imported.status === 'succeeded' ? 'Imported' : 'Failed'}: ${imported.message}`
            : isCurrent
              ? `Importing: ${IMPORT_PHASES[job.current!.phase] ?? job.current!.phase}…`
              : job.status === 'importing'
                ? 'Waiting to import'
                : 'Not imported';
          return (
            <Table.Tr key={dataset} data-testid={`import-${dataset}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {titleOf(dataset)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={imported?.status === 'failed' ? 'red' : isCurrent ? undefined : 'dimmed'}>
                  {text}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

type DatasetSetupProps = {
  state: SetupState;
  isStarting: boolean;
  error: string | null;
  onStart: (input: StartSetupInput) => void;
  /** Where the existing upload path is (shown when the server is offline). */
  uploadLink: ReactNode;
  /** The materials library, offered once the setup succeeded. */
  libraryLink?: ReactNode;
};

/**
 * First-run setup: the datasets with their licences and sizes, the non-commercial opt-in, an optional mirror,
 * then a progress bar per file (bytes, speed, time left) while they download, verify and import.
 */
export function DatasetSetup({ state, isStarting, error, onStart, uploadLink, libraryLink }: DatasetSetupProps) {
  const titleOf = (id: string) => state.datasets.find((dataset) => dataset.id === id)?.title ?? id;
  const [allowNonCommercial, setAllowNonCommercial] = useState(false);
  const [mirror, setMirror] = useState(state.mirror ?? '');
  const [chosen, setChosen] = useState<string[]>(() =>
    state.datasets.filter((dataset) => !dataset.isNonCommercial).map((dataset) => dataset.id),
  );
  const job = state.job;
  const isRunning = job?.status === 'fetching' || job?.status === 'importing';
  const hasMirror = mirror.trim() !== '';
  const selectable = (dataset: SetupState['datasets'][number]) =>
    (allowNonCommercial || !dataset.isNonCommercial) && (hasMirror || !dataset.needsMirror);
  const selected = chosen.filter((id) => state.datasets.some((dataset) => dataset.id === id && selectable(dataset)));
  const total = state.datasets
    .filter((dataset) => selected.includes(dataset.id))
    .reduce((sum, dataset) => sum + dataset.bytes, 0);
  const toggle = (id: string, on: boolean) =>
    setChosen((list) => (on ? [...list, id] : list.filter((item) => item !== id)));

  return (
    <Stack gap="md">
      <Text maw={760}>
        Sillage ships without data. The materials library, the IFRA Standards, the EU annexes and the perfume catalogue
        come from public datasets, each downloaded from the address pinned in the project (or from your mirror), checked
        against its SHA-256 and imported. An interrupted download resumes where it stopped; a file that fails its
        checksum is refused and nothing changes.
      </Text>
      <Table verticalSpacing="xs" fz="sm" aria-label="Datasets to fetch">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} />
            <Table.Th>Dataset</Table.Th>
            <Table.Th visibleFrom="sm">Licence</Table.Th>
            <Table.Th ta="right">Size</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {state.datasets.map((dataset) => (
            <Table.Tr key={dataset.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Fetch ${dataset.title}`}
                  checked={selected.includes(dataset.id)}
                  disabled={!selectable(dataset) || isRunning}
                  onChange={(event) => toggle(dataset.id, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {dataset.title}
                </Text>
                <Group gap={4} mt={2}>
                  <Badge size="xs" variant="default" tt="none">
                    {dataset.kind === 'catalogue' ? 'perfume catalogue' : 'materials & regulation'}
                  </Badge>
                  {dataset.isNonCommercial && (
                    <Badge size="xs" color="orange" variant="light" tt="none">
                      non-commercial
                    </Badge>
                  )}
                  {dataset.needsMirror && (
                    <Badge size="xs" color="gray" variant="light" tt="none">
                      mirror only
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" hiddenFrom="sm" mt={2}>
                  {dataset.licence}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" c="dimmed">
                  {dataset.licence}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" ff="monospace">
                  {formatBytes(dataset.bytes)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Checkbox
        checked={allowNonCommercial}
        disabled={isRunning}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          setAllowNonCommercial(on);
          if (on) setChosen(state.datasets.map((dataset) => dataset.id));
        }}
        label="Include the non-commercial and internal-use datasets: this installation is for non-commercial or internal research use"
      />
      <TextInput
        label="Mirror (optional)"
        description="A server holding the same files as <dataset>/<file>, for offline sites. Datasets marked “mirror only” were converted for this project and come only from one."
        placeholder="http://mirror.example/sillage-data"
        value={mirror}
        disabled={isRunning}
        onChange={(event) => setMirror(event.currentTarget.value)}
        maw={560}
      />
      <Group>
        <Button
          leftSection={<IconCloudDownload size={16} />}
          loading={isStarting || isRunning}
          disabled={selected.length === 0}
          onClick={() =>
            onStart({ datasets: selected, allowNonCommercial, ...(hasMirror ? { from: mirror.trim() } : {}) })
          }
        >
          {job?.status === 'failed' ? 'Retry' : 'Fetch and import'} {selected.length} dataset
          {selected.length === 1 ? '' : 's'} ({formatBytes(total)})
        </Button>
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {job && (
        <Stack gap="xs" aria-live="polite">
          <Text size="sm" fw={500}>
            {job.status === 'fetching'
              ? 'Downloading and verifying…'
              : job.status === 'importing'
                ? 'Importing into the library…'
                : job.status === 'succeeded'
                  ? 'Done.'
                  : 'Stopped.'}
            {job.message ? ` ${job.message}` : ''}
          </Text>
          {job.isOffline && (
            <Alert color="orange" variant="light" title="The server looks offline">
              It cannot reach the datasets’ public addresses. Enter a mirror above, or upload the files by hand:{' '}
              {uploadLink}.
            </Alert>
          )}
          {(job.status === 'importing' || job.status === 'succeeded' || job.imported.length > 0) && (
            <DatasetImportProgress job={job} titleOf={titleOf} />
          )}
          {job.status === 'succeeded' && (
            <Alert color="teal" variant="light" title="The reference data is set up">
              <Stack gap={4}>
                {job.library && (
                  <Text size="sm">
                    The library holds {formatCount(job.library.total)} materials ({formatCount(job.library.added)}{' '}
                    added, {formatCount(job.library.updated)} updated, {formatCount(job.library.removed)} removed).
                  </Text>
                )}
                {libraryLink && <Text size="sm">{libraryLink}</Text>}
              </Stack>
            </Alert>
          )}
          {job.files.length > 0 && (
            <Table verticalSpacing={6} aria-label="Download progress">
              <Table.Tbody>
                {job.files.map((file) => (
                  <FileProgressRow key={`${file.dataset}/${file.file}`} file={file} />
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Stack>
  );
}
