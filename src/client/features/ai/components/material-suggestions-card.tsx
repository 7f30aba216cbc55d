import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconSparkles, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hrefs } from '../../../config/paths.ts';
import {
  useAiStatus,
  useDecideSuggestion,
  useRunSuggestions,
  useSuggestions,
  type MaterialSuggestion,
} from '../api/ai-api.ts';
import { AiErrorNotice, ConnectProviderNotice } from './ai-notice.tsx';

function describe(item: MaterialSuggestion) {
  if (item.kind === 'classification')
    return `${item.proposal.notePosition ?? '—'} note · ${item.proposal.odourFamily ?? '—'}`;
  return `Same material as ${item.otherName ?? 'another material'}${item.proposal.reason ? ` (${item.proposal.reason})` : ''}`;
}

function SuggestionRow({ item }: { item: MaterialSuggestion }) {
  const decide = useDecideSuggestion();
  return (
    <Table.Tr data-testid="material-suggestion">
      <Table.Td>
        <Text size="sm" component={Link} to={hrefs.material(item.materialId)} c="inherit">
          {item.materialName}
        </Text>
        {item.materialCas && (
          <Text size="xs" c="dimmed">
            {item.materialCas}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge size="xs" variant="light" color={item.kind === 'classification' ? 'blue' : 'orange'}>
          {item.kind === 'classification' ? 'Classification' : 'Duplicate'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{describe(item)}</Text>
        <Text size="xs" c="dimmed">
          {item.provenance.provider} · {item.provenance.model} · confidence {item.confidence.toFixed(2)}
        </Text>
      </Table.Td>
      <Table.Td>
        {item.status === 'pending' ? (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="light"
              color="teal"
              leftSection={<IconCheck size={14} />}
              loading={decide.isPending}
              onClick={() => decide.mutate({ id: item.id, decision: 'accept' })}
            >
              Accept
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<IconX size={14} />}
              loading={decide.isPending}
              onClick={() => decide.mutate({ id: item.id, decision: 'reject' })}
            >
              Reject
            </Button>
          </Group>
        ) : (
          <Badge size="xs" variant="outline" color={item.status === 'accepted' ? 'teal' : 'gray'}>
            {item.status}
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Classification and duplicate suggestions: the model over the next batch of reference materials; only suggestions
 * at or above the thresholds (Settings → Developer) are kept, and each waits for the admin's decision.
 */
export function MaterialSuggestionsCard() {
  const suggestions = useSuggestions();
  const run = useRunSuggestions();
  const status = useAiStatus();
  const unconnected = status.data !== undefined && !status.data.connected;
  const items = suggestions.data?.items ?? [];
  const pending = items.filter((item) => item.status === 'pending').length;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Classification and duplicates">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4">
              Classification and duplicates ({pending} to review)
            </Title>
            <Text size="xs" c="dimmed">
              The model proposes a note position and odour family per material, and pairs that look like one material;
              below the classification (0.8) and consolidation (0.75) thresholds nothing is kept.
            </Text>
          </div>
          <Button
            leftSection={<IconSparkles size={16} />}
            variant="light"
            loading={run.isPending}
            disabled={unconnected}
            onClick={() => run.mutate()}
          >
            Suggest for the next batch
          </Button>
        </Group>
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
          <Text size="sm">
            An accepted suggestion is recorded as your reviewed decision, with the model and the date. It does not
            change the reference data, which is rebuilt from the datasets, and accepted duplicates are kept as a
            reviewed list, not merged.
          </Text>
        </Alert>
        {unconnected && <ConnectProviderNotice compact />}
        {suggestions.isError && <AiErrorNotice error={suggestions.error} />}
        {run.isError && <AiErrorNotice error={run.error} />}
        {run.data && (
          <Text size="sm" data-testid="suggestions-run">
            {run.data.considered} materials considered: {run.data.classifications} classifications and{' '}
            {run.data.duplicates} duplicate pairs kept, {run.data.discarded} under the thresholds discarded.
          </Text>
        )}
        {items.length === 0 && !suggestions.isPending && !suggestions.isError && (
          <Text size="sm" c="dimmed">
            No suggestions yet. “Suggest for the next batch” asks your connected model about the next reference
            materials without one.
          </Text>
        )}
        {items.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Material</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Suggestion</Table.Th>
                  <Table.Th>Decision</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <SuggestionRow key={item.id} item={item} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
