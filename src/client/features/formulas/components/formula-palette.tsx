import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Kbd,
  Modal,
  ScrollArea,
  Stack,
  Switch,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { IconCopy, IconDownload, IconExternalLink, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { getTechnicalReportQueryOptions } from '../api/formula-files.ts';
import { useFormula } from '../api/get-formula.ts';
import { getFormulaPagesQueryOptions, type FormulaSummary } from '../api/get-formulas.ts';
import type { useFormulaActions } from '../hooks/use-formula-actions.ts';
import { describeShortcut } from '../../../lib/describe-shortcut.ts';
import { formatDateTime } from '../../../../domain/shared/format-dates.ts';

/** Formula palette preview: the first 10 ingredients (spec section 9). */
export const PALETTE_PREVIEW_INGREDIENTS = 10;

type Actions = ReturnType<typeof useFormulaActions>;

function Preview({ formula, actions }: { formula: FormulaSummary; actions: Actions }) {
  const report = useQuery(getTechnicalReportQueryOptions(formula.id));
  // The list carries no rows (issue 34): the previewed formula is read on its own.
  const full = useFormula(formula.id);
  const named = (full.data?.rows ?? []).filter((row) => row.name !== '');
  const rest = named.length - PALETTE_PREVIEW_INGREDIENTS;
  return (
    <Stack gap="sm" p="md" data-testid="formula-palette-preview">
      <Text fw={600} size="lg">
        {formula.name}
      </Text>
      <Text size="xs" c="dimmed">
        Updated {formatDateTime(formula.updatedAt)} · v{formula.version}
      </Text>
      <Stack gap={2}>
        {named.slice(0, PALETTE_PREVIEW_INGREDIENTS).map((row) => (
          <Group key={row.id} justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {row.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.amount} {row.unit}
            </Text>
          </Group>
        ))}
        {rest > 0 && (
          <Text size="sm" c="dimmed">
            …and {rest} more
          </Text>
        )}
        {full.data && named.length === 0 && (
          <Text size="sm" c="dimmed">
            No ingredients yet.
          </Text>
        )}
      </Stack>
      {report.data && (
        <Box>
          <Text size="xs" fw={600} tt="uppercase" c="dimmed">
            Technical summary
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {report.data.reportData.technicalSummary}
          </Text>
        </Box>
      )}
      <Group gap="xs">
        <Button size="xs" leftSection={<IconExternalLink size={14} />} onClick={() => actions.open(formula)}>
          Open
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCopy size={14} />}
          onClick={() => void actions.duplicate(formula)}
        >
          Duplicate
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={() => actions.exportAs(formula, 'json')}
        >
          Export JSON
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => actions.remove(formula)}
        >
          Delete
        </Button>
      </Group>
    </Stack>
  );
}

type Props = { opened: boolean; onClose: () => void; actions: Actions };

/**
 * The Formula Library command palette (spec section 2): ⌘K to open, ⌘N for a new formula. Searches on the server
 * (issue 34) and lists the first page of matches.
 */
export function FormulaPalette({ opened, onClose, actions }: Props) {
  const [query, setQuery] = useState('');
  const [searched] = useDebouncedValue(query.trim(), 150);
  const [large, setLarge] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const pages = useInfiniteQuery({ ...getFormulaPagesQueryOptions(searched), enabled: opened });
  const results = useMemo(() => pages.data?.pages[0]?.items ?? [], [pages.data]);
  const selected = results.find((formula) => formula.id === selectedId) ?? results[0] ?? null;
  const move = (step: number) => {
    if (results.length === 0) return;
    const index = Math.max(
      0,
      results.findIndex((formula) => formula.id === selected?.id),
    );
    setSelectedId(results[(index + step + results.length) % results.length]?.id ?? null);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={large ? 'xl' : 'lg'}
      title="Formula Library"
      padding={0}
      styles={{ header: { padding: 'var(--mantine-spacing-md)' } }}
    >
      <Group px="md" pb="sm" gap="sm">
        <TextInput
          data-autofocus
          style={{ flex: 1 }}
          aria-label="Search formulas by name, ingredient or date"
          placeholder="Search by name, ingredient or date (2026-11)…"
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              move(1);
            }
            if (event.key === 'ArrowUp') {
              event.preventDefault();
              move(-1);
            }
            if (event.key === 'Enter' && selected) actions.open(selected);
          }}
        />
        <Switch label="Preview" checked={large} onChange={(event) => setLarge(event.currentTarget.checked)} />
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={actions.create}
          rightSection={<Kbd size="xs">{describeShortcut('N')}</Kbd>}
        >
          New Formula
        </Button>
      </Group>
      {results.length === 0 ? (
        <Stack align="center" p="xl" gap="sm">
          <Text c="dimmed">No formulas found</Text>
          <Button variant="light" onClick={actions.create}>
            Create a formula
          </Button>
        </Stack>
      ) : (
        <Group
          align="stretch"
          gap={0}
          wrap="nowrap"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <ScrollArea.Autosize mah={440} style={{ flex: 1 }}>
            {/* A list of rows, each an open button and (in the small mode) an export button beside it, both
                reached with Tab: a listbox's options may hold no button of their own. The arrows of the search
                field move the current row (aria-current), Enter opens it. */}
            <Stack gap={0} role="list" aria-label="Formulas">
              {results.map((formula) => (
                <Group
                  key={formula.id}
                  role="listitem"
                  gap={0}
                  wrap="nowrap"
                  pr={large ? 0 : 'md'}
                  style={{ background: formula.id === selected?.id ? 'var(--mantine-color-default-hover)' : undefined }}
                >
                  <UnstyledButton
                    aria-current={formula.id === selected?.id ? 'true' : undefined}
                    onClick={() => (large ? setSelectedId(formula.id) : actions.open(formula))}
                    onDoubleClick={() => actions.open(formula)}
                    px="md"
                    py={8}
                    style={{ flex: 1, minWidth: 0 }}
                  >
                    <Group justify="space-between" wrap="nowrap">
                      <Text size="sm" truncate>
                        {formula.name}
                      </Text>
                      <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                        {formula.ingredientCount} ingredients
                      </Badge>
                    </Group>
                  </UnstyledButton>
                  {!large && (
                    <ActionIcon
                      ml={6}
                      size="sm"
                      variant="subtle"
                      aria-label={`Export ${formula.name} as JSON`}
                      onClick={() => actions.exportAs(formula, 'json')}
                    >
                      <IconDownload size={14} />
                    </ActionIcon>
                  )}
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          {large && selected && (
            <Box w="50%" style={{ borderLeft: '1px solid var(--mantine-color-default-border)' }}>
              <Preview formula={selected} actions={actions} />
            </Box>
          )}
        </Group>
      )}
    </Modal>
  );
}
