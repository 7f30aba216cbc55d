import { Alert, Badge, Button, Drawer, Group, Loader, Radio, Stack, Table, Text } from '@mantine/core';
import { memo, useState } from 'react';
import type { RowDiff } from '../../../../domain/formulas/diff-formula-versions.ts';
import { useFormulaVersions, useVersionDiff } from '../api/formula-versions.ts';
import { describeVersionChange } from '../describe-version-change.ts';
import { formatDateTime } from '../../../../domain/shared/format-dates.ts';

const DIFF_COLOURS: Record<RowDiff['kind'], string> = {
  added: 'teal',
  removed: 'red',
  changed: 'yellow',
  unchanged: 'gray',
};

type Props = {
  formulaId: string | null;
  currentVersion: number;
  opened: boolean;
  onClose: () => void;
  onRestore: (version: number) => void;
};

/** Every saved version; pick two to compare row by row, or restore one as a new version. */
export const VersionHistoryDrawer = memo(function VersionHistoryDrawer({
  formulaId,
  currentVersion,
  opened,
  onClose,
  onRestore,
}: Props) {
  const versions = useFormulaVersions(formulaId, opened);
  const [from, setFrom] = useState<number | null>(null);
  const to = currentVersion > 0 ? currentVersion : null;
  const diff = useVersionDiff(formulaId, from, from === null ? null : to);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title="Version history">
      {formulaId === null && <Text c="dimmed">Save the formula to start its history: every save keeps a version.</Text>}
      {versions.isLoading && <Loader size="sm" />}
      {versions.data && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Choose an older version to compare it with version {currentVersion}.
          </Text>
          <Radio.Group value={from === null ? '' : String(from)} onChange={(value) => setFrom(Number(value))}>
            <Table data-testid="version-list">
              <Table.Tbody>
                {versions.data.map((entry) => (
                  <Table.Tr key={entry.version}>
                    <Table.Td>
                      <Radio
                        value={String(entry.version)}
                        disabled={entry.version === currentVersion}
                        aria-label={`Compare version ${entry.version}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        Version {entry.version}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(entry.createdAt)} · {entry.ingredientCount} ingredients
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {entry.version === currentVersion ? (
                        <Badge variant="light">Current</Badge>
                      ) : (
                        <Button size="xs" variant="subtle" onClick={() => onRestore(entry.version)}>
                          Restore
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Radio.Group>
          {diff.error && <Alert color="red">{diff.error.message}</Alert>}
          {diff.data && (
            <Table striped aria-label={`Changes from version ${diff.data.from} to ${diff.data.to}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Material</Table.Th>
                  <Table.Th>v{diff.data.from}</Table.Th>
                  <Table.Th>v{diff.data.to}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {diff.data.rows
                  .filter((entry) => entry.kind !== 'unchanged')
                  .map((entry, index) => {
                    const row = describeVersionChange(entry);
                    return (
                      <Table.Tr key={index}>
                        <Table.Td>{row.name || '(no name)'}</Table.Td>
                        <Table.Td>{row.before}</Table.Td>
                        <Table.Td>{row.after}</Table.Td>
                        <Table.Td>
                          <Badge size="xs" variant="light" color={DIFF_COLOURS[entry.kind]}>
                            {entry.kind}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
              </Table.Tbody>
            </Table>
          )}
          {diff.data && diff.data.rows.every((entry) => entry.kind === 'unchanged') && (
            <Text size="sm" c="dimmed">
              No ingredient changed between these versions.
            </Text>
          )}
        </Stack>
      )}
      <Group mt="md" />
    </Drawer>
  );
});
