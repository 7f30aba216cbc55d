import { Alert, Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AUDIT_ENTITIES, listChangedFields, type AuditEntity } from '../../../../domain/workspaces/audit-trail.ts';
import { auditExportUrl, useAuditTrail, useMembers, type AuditFilter } from '../api/workspaces.ts';
import type { Workspace } from '../api/workspaces.ts';
import classes from './audit-trail-card.module.css';

const ENTITY_OPTIONS = AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entity }));

/** Bookkeeping every write touches: not what a reader means by "changed" (the CSV export keeps them). */
const BOOKKEEPING_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'workspaceId']);

/** What the row shows as changed: an update's own fields; a creation or a deletion is said by its action alone. */
function describeChange(event: {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}) {
  if (event.action !== 'update') return '';
  return listChangedFields(event.before, event.after)
    .filter((field) => !BOOKKEEPING_FIELDS.has(field))
    .join(', ');
}

/** "2026-11-28T10:04:05.000Z" → "2026-11-28 10:04 UTC": one reading for everyone in the house, whatever their zone. */
function formatAuditTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** /workspace → Audit trail: who changed what and when, newest first, filtered, exportable as CSV (issue 30, item 5). */
export function AuditTrailCard({ workspace }: { workspace: Workspace }) {
  const [filter, setFilter] = useState<AuditFilter>({});
  const trail = useAuditTrail(workspace.id, filter);
  const members = useMembers(workspace.id);
  const memberOptions = (members.data?.items ?? []).map((member) => ({
    value: member.userId,
    label: member.name || member.email,
  }));
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            Audit trail
          </Title>
          <Button component="a" href={auditExportUrl(workspace.id, filter)} variant="light" size="xs">
            Export CSV
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Every change to formulas, materials, prices, stock and membership, with who made it. Nothing here can be
          edited or deleted; a formula&apos;s entry names its version, never its composition.
        </Text>
        <Group wrap="wrap">
          <Select
            label="What"
            placeholder="Everything"
            data={ENTITY_OPTIONS}
            value={filter.entity ?? null}
            clearable
            onChange={(entity) =>
              setFilter((current) => ({ ...current, entity: (entity as AuditEntity | null) ?? undefined }))
            }
            w={170}
          />
          <Select
            label="Who"
            placeholder="Everyone"
            data={memberOptions}
            value={filter.userId ?? null}
            clearable
            onChange={(userId) => setFilter((current) => ({ ...current, userId: userId ?? undefined }))}
            w={200}
          />
        </Group>
        {trail.error && <Alert color="red">{trail.error.message}</Alert>}
        {trail.data && trail.data.items.length === 0 && <Text c="dimmed">No change recorded yet.</Text>}
        {(trail.data?.items.length ?? 0) > 0 && (
          <Table className={classes.table} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Changed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(trail.data?.items ?? []).map((event) => {
                const record = event.after ?? event.before;
                return (
                  <Table.Tr key={event.id}>
                    <Table.Td className={classes.when}>{formatAuditTime(event.at)}</Table.Td>
                    <Table.Td className={classes.who}>{event.userName || 'A deleted account'}</Table.Td>
                    <Table.Td className={classes.what}>
                      <Badge variant="light">{event.action}</Badge> {event.entity}{' '}
                      {typeof record?.name === 'string' ? String(record.name) : ''}
                    </Table.Td>
                    <Table.Td className={classes.changed}>{describeChange(event)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
