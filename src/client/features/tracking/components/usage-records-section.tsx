import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { OwnRecordView } from '../../../../domain/tracking/tracking.schemas.ts';
import { forgetVisitorSession, isTrackingDeclinedByBrowser } from '../../../lib/visitor-session.ts';
import {
  useDeleteOwnUsageRecord,
  useDeleteOwnUsageRecords,
  useOwnUsageRecords,
  type OwnUsageRecord,
} from '../api/own-usage-records.ts';
import { useTrackingPolicy } from '../api/usage-analytics.ts';
import { ACTION_LABELS, KIND_LABELS } from '../tracking-labels.ts';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';

const PAGE = 50;

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function describeRecord(record: OwnUsageRecord): string {
  if (record.kind === 'UserAction') {
    const action = record.endpoint.replace(/^\/action\//, '');
    return ACTION_LABELS[action] ?? action;
  }
  if (record.kind === 'ApiCall')
    return `${record.method} ${record.endpoint}${record.status ? ` → ${record.status}` : ''}`;
  return record.endpoint;
}

function describeDevice(record: OwnUsageRecord): string {
  return [record.deviceType, record.browser, record.os, record.viewportSize].filter(Boolean).join(' · ') || '—';
}

/** Account → Privacy: the signed-in user's own usage records, to read and delete (one or all). */
export function UsageRecordsSection() {
  const [limit, setLimit] = useState(PAGE);
  const [view, setView] = useState<OwnRecordView>('activity');
  const records = useOwnUsageRecords(view, limit);
  const policy = useTrackingPolicy();
  const deleteAll = useDeleteOwnUsageRecords();
  const deleteOne = useDeleteOwnUsageRecord();
  const [confirming, setConfirming] = useState(false);
  const declined = typeof navigator !== 'undefined' && isTrackingDeclinedByBrowser();

  const handleDeleteAll = () =>
    deleteAll.mutate(undefined, {
      onSuccess: ({ deleted }) => {
        forgetVisitorSession();
        setConfirming(false);
        notifications.show({ color: 'green', message: `${formatCount(deleted)} usage records deleted` });
      },
    });

  const data = records.data;
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={2} size="h4">
          Your usage records
        </Title>
        <Text c="dimmed" size="sm" lh={1.6} maw={720}>
          Sillage records the pages you open (by route, without ids), its calls to the server, and a few actions
          (sign-up, formula created or imported, certificate downloaded), with your account, a random session id, your
          device type, browser and window size. Never your IP address: sign-in limits count by a keyed hash of it,
          deleted within two days.{' '}
          {policy.data
            ? `Records are deleted after ${policy.data.retentionDays} days.`
            : 'Records are deleted after the retention period shown on the privacy page.'}
        </Text>
      </div>
      {declined && (
        <Alert variant="light" color="teal">
          Your browser asks sites not to track you (Do Not Track or Global Privacy Control), so nothing new is recorded
          from it.
        </Alert>
      )}
      {records.isError && <Alert color="red">Could not read your records: {records.error.message}</Alert>}
      {data && (
        <Group justify="space-between">
          <Text size="sm">
            {data.totalKept === 0
              ? 'No records are kept about you.'
              : `${formatCount(data.totalKept)} records kept about you.`}
          </Text>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            disabled={data.totalKept === 0}
            onClick={() => setConfirming(true)}
          >
            Delete all my records
          </Button>
        </Group>
      )}
      <SegmentedControl
        w="fit-content"
        size="xs"
        value={view}
        onChange={(value) => {
          setView(value as OwnRecordView);
          setLimit(PAGE);
        }}
        data={[
          { value: 'activity', label: 'Pages and actions' },
          { value: 'api', label: 'API calls' },
          { value: 'all', label: 'All' },
        ]}
        aria-label="Which records"
      />
      {data && data.records.length === 0 && data.totalKept > 0 && (
        <Text size="sm" c="dimmed">
          None of this kind.
        </Text>
      )}
      {data && data.records.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={6} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Device</Table.Th>
                <Table.Th aria-label="Delete" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.records.map((record) => (
                <Table.Tr key={record.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWhen(record.createdAt)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={record.kind === 'UserAction' ? 'accent' : 'gray'} size="sm">
                      {KIND_LABELS[record.kind]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff={record.kind === 'UserAction' ? undefined : 'monospace'}>
                      {describeRecord(record)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {describeDevice(record)}
                      {record.country ? ` · ${[record.city, record.country].filter(Boolean).join(', ')}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label="Delete this record">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Delete the record of ${formatWhen(record.createdAt)}`}
                        loading={deleteOne.isPending && deleteOne.variables === record.id}
                        onClick={() => deleteOne.mutate(record.id)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.total > data.records.length && limit < 200 && (
        <Button variant="default" onClick={() => setLimit((current) => Math.min(current + PAGE, 200))} w="fit-content">
          Show more
        </Button>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete all your usage records?">
        <Stack>
          <Text size="sm">
            Every page view, API call and action recorded with your account goes, now and for good. Your formulas,
            materials and settings are not touched.
          </Text>
          {deleteAll.isError && <Alert color="red">{deleteAll.error.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={deleteAll.isPending} onClick={handleDeleteAll}>
              Delete all
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
