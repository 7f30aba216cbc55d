import { Accordion, Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useBackUpNow, useInstanceStatus, useOutbox } from '../api/admin-api.ts';
import { formatBytes, formatCount } from '../../../../domain/shared/format-numbers.ts';
import { formatDateTime } from '../../../../domain/shared/format-dates.ts';

const formatWhen = (iso: string | null) => (iso ? formatDateTime(iso) : 'never');

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right">
        {value}
      </Text>
    </Group>
  );
}

function OutboxList() {
  const outbox = useOutbox(true);
  if (outbox.isError) return <Alert color="red">{outbox.error.message}</Alert>;
  const messages = outbox.data?.messages ?? [];
  if (outbox.isSuccess && messages.length === 0)
    return (
      <Text size="sm" c="dimmed">
        The outbox is empty.
      </Text>
    );
  return (
    <Accordion variant="separated">
      {messages.map((message, index) => (
        <Accordion.Item key={`${message.createdAt}-${index}`} value={`${index}`}>
          <Accordion.Control>
            <Text size="sm" fw={500}>
              {message.subject}
            </Text>
            <Text size="xs" c="dimmed">
              to {message.to} · {formatWhen(message.createdAt)}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {message.text}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The instance: database, migrations, background jobs, backups, reference data versions, mail, realtime, billing. */
export function InstanceStatusPanel() {
  const status = useInstanceStatus();
  const backup = useBackUpNow();
  const [showOutbox, setShowOutbox] = useState(false);
  if (status.isError) return <Alert color="red">Could not read the instance status: {status.error.message}</Alert>;
  const data = status.data;
  if (!data) return <Text c="dimmed">Reading the instance…</Text>;
  const migrationsOk = data.database.migrationsApplied === data.database.migrationsInCode;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Card withBorder>
          <Stack gap={8}>
            <Title order={4}>Database</Title>
            <Fact label="Kind" value={data.database.kind === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL'} />
            <Fact label="Size" value={formatBytes(data.database.bytes)} />
            <Fact
              label="Migrations"
              value={
                <Badge color={migrationsOk ? 'teal' : 'orange'} variant="light">
                  {data.database.migrationsApplied} of {data.database.migrationsInCode}
                </Badge>
              }
            />
            <Fact label="Last migrated" value={formatWhen(data.database.lastMigratedAt)} />
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap={8}>
            <Title order={4}>Mail and events</Title>
            <Fact label="Mail" value={data.mail.transport === 'smtp' ? 'SMTP' : 'Outbox (no SMTP configured)'} />
            <Fact label="Messages in the outbox" value={data.mail.outboxMessages} />
            <Fact label="Live updates" value={data.realtime.fanOut} />
            <Fact label="Open event streams" value={data.realtime.openStreams} />
            <Fact label="Online payment" value={data.billing.onlinePayment ? 'Stripe' : 'Off (plans granted here)'} />
            <Fact
              label="Plan for new accounts"
              value={
                <Text span tt="capitalize" inherit>
                  {data.setup.planForNewUsers}
                </Text>
              }
            />
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap={8}>
            <Group justify="space-between">
              <Title order={4}>Backups</Title>
              {data.backups.available && (
                <Button size="compact-sm" variant="light" loading={backup.isPending} onClick={() => backup.mutate()}>
                  Back up now
                </Button>
              )}
            </Group>
            {!data.backups.available ? (
              <Text size="sm" c="dimmed">
                PostgreSQL is backed up by its own tools (pg_dump, your provider's snapshots).
              </Text>
            ) : (
              <>
                <Fact
                  label="Automatic"
                  value={
                    data.backups.intervalHours > 0 ? `every ${data.backups.intervalHours} h, newest 7 kept` : 'off'
                  }
                />
                {data.backups.files.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No backup yet.
                  </Text>
                ) : (
                  data.backups.files
                    .slice(0, 4)
                    .map((file) => (
                      <Fact key={file.name} label={formatWhen(file.createdAt)} value={formatBytes(file.bytes)} />
                    ))
                )}
              </>
            )}
            {backup.isError && (
              <Text size="sm" c="red">
                {backup.error.message}
              </Text>
            )}
            {backup.isSuccess && (
              <Text size="sm" c="teal">
                Saved {backup.data.name}
              </Text>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={4} mb="sm">
          Background jobs
        </Title>
        <Table verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Job</Table.Th>
              <Table.Th>Last run</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Detail</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.jobs.map((job) => (
              <Table.Tr key={job.name}>
                <Table.Td>{job.name}</Table.Td>
                <Table.Td>{formatWhen(job.lastRunAt)}</Table.Td>
                <Table.Td>{job.status ?? '—'}</Table.Td>
                <Table.Td>{job.detail ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder>
        <Title order={4} mb="sm">
          Reference data
        </Title>
        {data.referenceData.length === 0 ? (
          <Text size="sm" c="dimmed">
            No dataset imported yet: import them under Reference Data Import.
          </Text>
        ) : (
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Dataset</Table.Th>
                <Table.Th>Version</Table.Th>
                <Table.Th>Last import</Table.Th>
                <Table.Th ta="right">Rows read</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.referenceData.map((row) => (
                <Table.Tr key={row.dataset}>
                  <Table.Td>{row.dataset}</Table.Td>
                  <Table.Td>{row.version}</Table.Td>
                  <Table.Td>
                    {formatWhen(row.importedAt)} · {row.status}
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(row.rowsRead)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      {data.mail.transport === 'outbox' && (
        <Card withBorder>
          <Group justify="space-between" mb="sm">
            <Title order={4}>Outbox</Title>
            <Button size="compact-sm" variant="default" onClick={() => setShowOutbox((shown) => !shown)}>
              {showOutbox ? 'Hide messages' : 'Read messages'}
            </Button>
          </Group>
          {showOutbox ? (
            <OutboxList />
          ) : (
            <Text size="sm" c="dimmed">
              Without SMTP, sign-up confirmations and password resets wait here.
            </Text>
          )}
        </Card>
      )}
    </Stack>
  );
}
