import { ActionIcon, Autocomplete, Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { MaterialGroups } from '../api/get-material-groups.ts';
import { useSaveOdourFamilyLabel } from '../api/save-odour-family-label.ts';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';

type Family = MaterialGroups['odourFamilies'][number]['families'][number];

function FamilyLabelEditor({
  family,
  current,
  labels,
  onDone,
}: {
  family: string;
  current: string;
  labels: string[];
  onDone: () => void;
}) {
  const save = useSaveOdourFamilyLabel();
  const [value, setValue] = useState(current);
  const submit = () => save.mutate({ family, label: value.trim() }, { onSuccess: onDone });
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Autocomplete
        aria-label={`Label for ${family}`}
        size="xs"
        w={200}
        data={labels.filter((label) => label !== current)}
        value={value}
        onChange={setValue}
        error={save.error?.message}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
          if (event.key === 'Escape') onDone();
        }}
        autoFocus
      />
      <Button size="xs" loading={save.isPending} disabled={value.trim() === ''} onClick={submit}>
        Save
      </Button>
      <Button size="xs" variant="subtle" color="gray" onClick={onDone}>
        Cancel
      </Button>
    </Group>
  );
}

function FamilyRow({
  label,
  family,
  labels,
  isAlone,
}: {
  label: string;
  family: Family;
  labels: string[];
  isAlone: boolean;
}) {
  const [isEditing, setEditing] = useState(false);
  const reset = useSaveOdourFamilyLabel();
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      {isEditing ? (
        <FamilyLabelEditor family={family.family} current={label} labels={labels} onDone={() => setEditing(false)} />
      ) : (
        <Group gap={6} wrap="nowrap">
          {isAlone && !family.isRelabelled ? (
            <Text size="sm" c="dimmed">
              as imported
            </Text>
          ) : (
            <>
              <Text size="sm">{family.family}</Text>
              {family.isRelabelled && (
                <Badge size="xs" variant="light" color="accent" tt="none">
                  relabelled
                </Badge>
              )}
              {!isAlone && (
                <Text size="xs" c="dimmed">
                  {formatCount(family.total)}
                </Text>
              )}
            </>
          )}
        </Group>
      )}
      {!isEditing && (
        <Group gap={2} wrap="nowrap">
          <Tooltip label="Rename, or type another family to merge into it">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Rename ${family.family}`}
              onClick={() => setEditing(true)}
            >
              <IconPencil size={16} stroke={1.5} />
            </ActionIcon>
          </Tooltip>
          {family.isRelabelled && (
            <Tooltip label="Back to the imported name">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Restore ${family.family}`}
                loading={reset.isPending}
                onClick={() => reset.mutate({ family: family.family, label: null })}
              >
                <IconArrowBackUp size={16} stroke={1.5} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      )}
    </Group>
  );
}

/** Odour families as shown in the library (admin labels applied, merged families together) with their material counts. */
export function OdourFamilyGroups({ groups }: { groups: MaterialGroups['odourFamilies'] }) {
  const labels = groups.map((group) => group.label);
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" aria-label="Odour families">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Family</Table.Th>
            <Table.Th ta="right" w={110}>
              Materials
            </Table.Th>
            <Table.Th>Imported as</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.label}>
              <Table.Td fw={500} style={{ verticalAlign: 'top' }} pt={14}>
                {group.label}
              </Table.Td>
              <Table.Td ta="right" ff="monospace" style={{ verticalAlign: 'top' }} pt={14}>
                {formatCount(group.total)}
              </Table.Td>
              <Table.Td>
                {group.families.map((family) => (
                  <FamilyRow
                    key={family.family}
                    label={group.label}
                    family={family}
                    labels={labels}
                    isAlone={group.families.length === 1}
                  />
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
