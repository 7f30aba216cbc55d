import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { ImportCatalogueSchema } from '../../../../domain/intelligence/intelligence.schemas.ts';
import { useState } from 'react';
import { useAdminCatalogues, useStartCatalogueImport } from '../../../features/intelligence/api/trend-queries.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { formatDateTime } from '../../../../domain/shared/format-dates.ts';

/** /fragrantica-automation (admin): catalogue import jobs with progress and history; run or re-run; a CSV with a column mapping. */
export function FragranticaAutomationScreen() {
  const { isAdmin } = useAuth();
  const catalogues = useAdminCatalogues();
  const start = useStartCatalogueImport();
  const [custom, setCustom] = useState({
    catalogue: 'fragrantica',
    file: 'fragrantica/fra_cleaned.csv',
    preset: 'fragrantica',
    mapping: '',
  });
  const current = catalogues.data?.jobs.current ?? null;
  if (!isAdmin) return <Text py="xl">You need admin role to access this page</Text>;
  const runCustom = () => {
    let mapping: unknown;
    try {
      mapping = custom.mapping.trim() ? JSON.parse(custom.mapping) : undefined;
    } catch {
      return;
    }
    // The same schema the route validates with: a malformed mapping is refused here, before any request.
    const body = ImportCatalogueSchema.safeParse({
      catalogue: custom.catalogue,
      file: custom.file,
      ...(mapping ? { mapping } : { preset: custom.preset }),
    });
    if (!body.success) return;
    start.mutate({ kind: 'custom', body: body.data });
  };
  const lastJob = catalogues.data?.jobs.recent[0];
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>Perfume Catalogue Import</Title>
        <Text c="dimmed">
          Imports run in the background; re-running the same file changes nothing. Trends are recomputed after each
          import.
        </Text>
      </Stack>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between">
          <Stack gap={2}>
            <Title order={3}>Parfumo catalogue</Title>
            <Text size="sm" c="dimmed">
              parfumo-tidytuesday/parfumo_data_clean.csv with brand countries from fragrantica-brand-country
              (attribution, non-commercial).
            </Text>
          </Stack>
          <Button
            onClick={() => start.mutate({ kind: 'parfumo' })}
            loading={start.isPending}
            disabled={Boolean(current)}
          >
            {catalogues.data?.history.some((run) => run.dataset === 'catalogue:parfumo')
              ? 'Re-run import'
              : 'Run import'}
          </Button>
        </Group>
        {start.isError && (
          <Alert color="red" mt="sm">
            {start.error.message}
          </Alert>
        )}
        {current && (
          <Stack gap={4} mt="md" aria-label="Import progress">
            <Text size="sm">
              {current.catalogue}: {current.phase}…
            </Text>
            <Progress value={current.progress * 100} animated />
          </Stack>
        )}
        {!current && lastJob && (
          <Text size="sm" mt="md" c={lastJob.status === 'failed' ? 'red' : undefined}>
            Last job: {lastJob.status}. {lastJob.result?.message ?? lastJob.error}
            {lastJob.result && lastJob.trends
              ? ` Import ${(lastJob.result.ms / 1000).toFixed(1)} s, trends ${(lastJob.trends.ms / 1000).toFixed(1)} s.`
              : ''}
          </Text>
        )}
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={3} mb="xs">
          Another catalogue (CSV with a column mapping)
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Place the CSV under the reference data folder (REFERENCE_DATA_DIR) and name it relative to that folder. Use a
          preset, or give a mapping as JSON, e.g.{' '}
          {
            '{"name":"Perfume","brand":"Brand","year":"Year","topNotes":["Top"],"accords":["mainaccord1","mainaccord2"],"ratingValue":"Rating Value","ratingScale":5}'
          }
          .
        </Text>
        <Group align="flex-end">
          <TextInput
            label="Catalogue id"
            value={custom.catalogue}
            onChange={(event) => setCustom({ ...custom, catalogue: event.currentTarget.value })}
            w={160}
          />
          <TextInput
            label="File"
            value={custom.file}
            onChange={(event) => setCustom({ ...custom, file: event.currentTarget.value })}
            w={300}
          />
          <Select
            label="Preset"
            data={[
              { value: 'fragrantica', label: 'Fragrantica (fra_cleaned.csv)' },
              { value: 'parfumo', label: 'Parfumo' },
            ]}
            value={custom.preset}
            onChange={(value) => setCustom({ ...custom, preset: value ?? 'fragrantica' })}
            w={240}
          />
        </Group>
        <Textarea
          label="Column mapping (JSON, optional: replaces the preset)"
          value={custom.mapping}
          onChange={(event) => setCustom({ ...custom, mapping: event.currentTarget.value })}
          autosize
          minRows={2}
          mt="sm"
        />
        <Button mt="sm" variant="light" onClick={runCustom} disabled={Boolean(current)}>
          Import catalogue
        </Button>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={3} mb="xs">
          History
        </Title>
        {catalogues.data?.history.length === 0 && (
          <Text c="dimmed" size="sm">
            No catalogue import has run yet.
          </Text>
        )}
        <Table>
          <Table.Tbody>
            {catalogues.data?.history.map((run) => (
              <Table.Tr key={run.id}>
                <Table.Td>{formatDateTime(run.startedAt)}</Table.Td>
                <Table.Td>{run.dataset.replace('catalogue:', '')}</Table.Td>
                <Table.Td>
                  <Badge
                    color={run.status === 'succeeded' ? 'green' : run.status === 'failed' ? 'red' : 'gray'}
                    variant="light"
                  >
                    {run.status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{run.message}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
