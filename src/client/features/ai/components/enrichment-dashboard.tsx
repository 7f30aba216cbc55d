import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay, IconSparkles, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ENRICHMENT_FIELD_LABELS, type EnrichmentField } from '../../../../domain/ai/material-enrichment.ts';
import { client, readJson } from '../../../lib/api-client.ts';
import {
  batchQueryOptions,
  pendingQueryOptions,
  pricesQueryOptions,
  useAiStatus,
  useBatchAction,
  useDeletePrice,
  useReviewEnrichments,
  useSavePrice,
} from '../api/ai-api.ts';
import { AiErrorNotice, ConnectProviderNotice } from './ai-notice.tsx';
import { formatCost } from '../../../../domain/shared/format-numbers.ts';

/** Choose materials by name or CAS (the library search), then run, pause and resume a batch. */
export function EnrichmentBatchPanel() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [chosen, setChosen] = useState<{ value: string; label: string }[]>([]);
  const results = useQuery({
    queryKey: ['materials', 'search', debounced, 'enrichment'],
    queryFn: async () => readJson(await client.materials.search.$get({ query: { q: debounced, limit: '20' } })),
    enabled: debounced.length > 0,
  });
  const batch = useQuery(batchQueryOptions());
  const action = useBatchAction();
  const status = useAiStatus();
  const notConnected = status.data?.connected === false;
  const current = batch.data?.batch ?? null;
  const options = [
    ...chosen,
    ...(results.data?.items ?? [])
      .filter((item) => !chosen.some((entry) => entry.value === item.id))
      .map((item) => ({ value: item.id, label: item.cas ? `${item.name} (${item.cas})` : item.name })),
  ];
  const underWay = current?.state === 'running' || current?.state === 'paused';
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Batch enrichment
        </Title>
        <Text size="sm" c="dimmed">
          Each material is enriched with your connected provider, one at a time, in the background on the server (a
          restart picks the batch up where it was); the answers wait below for review.
        </Text>
        <MultiSelect
          label="Materials"
          placeholder="Search by name or CAS"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={chosen.map((entry) => entry.value)}
          onChange={(values) =>
            setChosen(values.map((value) => options.find((option) => option.value === value)!).filter(Boolean))
          }
          filter={({ options: all }) => all}
          nothingFoundMessage={debounced ? 'No material matches' : 'Type to search the library'}
          maxValues={1000}
        />
        <Group>
          <Button
            leftSection={<IconSparkles size={16} />}
            disabled={chosen.length === 0 || underWay || notConnected}
            loading={action.isPending}
            onClick={() => action.mutate({ kind: 'start', materialIds: chosen.map((entry) => entry.value) })}
          >
            Enrich {chosen.length || ''} {chosen.length === 1 ? 'material' : 'materials'}
          </Button>
        </Group>
        {notConnected && <ConnectProviderNotice compact />}
        {action.isError && <AiErrorNotice error={action.error} />}
        {batch.isError && <AiErrorNotice error={batch.error} />}
        {current && (
          <Card withBorder radius="sm" padding="sm" data-testid="enrichment-batch">
            <Stack gap={6}>
              <Group justify="space-between">
                <Group gap="xs">
                  <Badge
                    color={
                      current.state === 'finished'
                        ? 'teal'
                        : current.state === 'stopped'
                          ? 'red'
                          : current.state === 'paused'
                            ? 'yellow'
                            : 'blue'
                    }
                  >
                    {current.state}
                  </Badge>
                  <Text size="sm">
                    {current.done + current.failed} of {current.total} · {current.fieldsStored} fields · cost so far{' '}
                    {formatCost(current.cost, 'USD')}
                    {current.failed > 0 ? ` · ${current.failed} failed` : ''}
                  </Text>
                </Group>
                {current.state === 'running' && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconPlayerPause size={14} />}
                    onClick={() => action.mutate({ kind: 'pause', id: current.id })}
                  >
                    Pause
                  </Button>
                )}
                {current.state === 'paused' && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconPlayerPlay size={14} />}
                    onClick={() => action.mutate({ kind: 'resume', id: current.id })}
                  >
                    Resume
                  </Button>
                )}
              </Group>
              <Progress
                value={current.total ? ((current.done + current.failed) / current.total) * 100 : 0}
                aria-label="Batch progress"
              />
              {current.message && (
                <Text size="xs" c="dimmed">
                  {current.message}
                </Text>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </Card>
  );
}

/** Every AI-generated field not yet reviewed, to accept or reject in bulk. */
export function PendingEnrichmentsReview() {
  const pending = useQuery(pendingQueryOptions());
  const review = useReviewEnrichments();
  const [selected, setSelected] = useState<string[]>([]);
  const items = pending.data?.items ?? [];
  const allSelected = items.length > 0 && selected.length === items.length;
  const decide = (decision: 'verify' | 'reject') =>
    review.mutate({ ids: selected, decision }, { onSuccess: () => setSelected([]) });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            To review ({items.length})
          </Title>
          <Group gap="xs">
            <Button
              size="xs"
              color="teal"
              disabled={selected.length === 0}
              loading={review.isPending}
              onClick={() => decide('verify')}
            >
              Accept {selected.length || ''}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={selected.length === 0}
              onClick={() => decide('reject')}
            >
              Reject
            </Button>
          </Group>
        </Group>
        {pending.isError && <AiErrorNotice error={pending.error} />}
        {items.length === 0 && !pending.isPending && (
          <Text size="sm" c="dimmed">
            Nothing waits for review. Enrich materials above, or from a material's page.
          </Text>
        )}
        {items.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={32}>
                    <Checkbox
                      aria-label="Select all"
                      checked={allSelected}
                      indeterminate={selected.length > 0 && !allSelected}
                      onChange={() => setSelected(allSelected ? [] : items.map((item) => item.id))}
                    />
                  </Table.Th>
                  <Table.Th>Material</Table.Th>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>AI-generated answer</Table.Th>
                  <Table.Th>Confidence</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${item.materialName} ${item.field}`}
                        checked={selected.includes(item.id)}
                        onChange={(event) => {
                          const checked = event.currentTarget.checked;
                          setSelected((current) =>
                            checked ? [...current, item.id] : current.filter((id) => id !== item.id),
                          );
                        }}
                      />
                    </Table.Td>
                    <Table.Td>{item.materialName}</Table.Td>
                    <Table.Td>{ENRICHMENT_FIELD_LABELS[item.field as EnrichmentField] ?? item.field}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={3}>
                        {item.value}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {item.provenance.model}
                      </Text>
                    </Table.Td>
                    <Table.Td>{item.confidence.toFixed(2)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/** Prices per million tokens per model: what every call's cost is computed from (unknown models cost $0, marked unpriced). */
export function ModelPricesTable() {
  const prices = useQuery(pricesQueryOptions());
  const save = useSavePrice();
  const remove = useDeletePrice();
  const [draft, setDraft] = useState({ provider: '', model: '', inputPerMillion: 0, outputPerMillion: 0 });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Model prices
        </Title>
        <Text size="sm" c="dimmed">
          US dollars per million tokens, from your providers' price lists. A model without a price costs $0 in the usage
          table and is marked unpriced.
        </Text>
        {(prices.data?.items ?? []).length === 0 && (
          <Text size="sm" c="dimmed">
            No prices yet: add one per provider and model below.
          </Text>
        )}
        {(prices.data?.items ?? []).length > 0 && (
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Provider</Table.Th>
                <Table.Th>Model</Table.Th>
                <Table.Th ta="right">Input</Table.Th>
                <Table.Th ta="right">Output</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prices.data?.items.map((price) => (
                <Table.Tr key={`${price.provider}/${price.model}`}>
                  <Table.Td>{price.provider}</Table.Td>
                  <Table.Td>{price.model}</Table.Td>
                  <Table.Td ta="right">${price.inputPerMillion}</Table.Td>
                  <Table.Td ta="right">${price.outputPerMillion}</Table.Td>
                  <Table.Td ta="right">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove the price of ${price.model}`}
                      onClick={() => remove.mutate({ provider: price.provider, model: price.model })}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label="Provider"
            placeholder="openai"
            value={draft.provider}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, provider: value }));
            }}
            w={140}
          />
          <TextInput
            label="Model"
            placeholder="gpt-4.1"
            value={draft.model}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, model: value }));
            }}
            w={200}
          />
          <NumberInput
            label="Input $/M"
            min={0}
            decimalScale={4}
            value={draft.inputPerMillion}
            onChange={(value) => setDraft((current) => ({ ...current, inputPerMillion: Number(value) || 0 }))}
            w={120}
          />
          <NumberInput
            label="Output $/M"
            min={0}
            decimalScale={4}
            value={draft.outputPerMillion}
            onChange={(value) => setDraft((current) => ({ ...current, outputPerMillion: Number(value) || 0 }))}
            w={120}
          />
          <Button
            disabled={!draft.provider.trim() || !draft.model.trim()}
            loading={save.isPending}
            onClick={() =>
              save.mutate(draft, {
                onSuccess: () => setDraft({ provider: '', model: '', inputPerMillion: 0, outputPerMillion: 0 }),
              })
            }
          >
            Save price
          </Button>
        </Group>
        {save.isError && <AiErrorNotice error={save.error} />}
      </Stack>
    </Card>
  );
}
