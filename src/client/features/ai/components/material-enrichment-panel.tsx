import { Badge, Button, Card, Checkbox, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconSparkles, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import {
  confidenceBand,
  ENRICHMENT_FIELD_LABELS,
  ENRICHMENT_FIELDS,
  type EnrichmentField,
} from '../../../../domain/ai/material-enrichment.ts';
import {
  useAiStatus,
  useEnrichMaterial,
  useEnrichments,
  useReviewEnrichments,
  type Enrichment,
} from '../api/ai-api.ts';
import { AiErrorNotice, ConnectProviderNotice } from './ai-notice.tsx';
import { formatDate } from '../../../../domain/shared/format-dates.ts';

const BAND_COLOR = { high: 'teal', medium: 'yellow', low: 'gray' } as const;

function EnrichmentItem({
  item,
  selected,
  onSelect,
}: {
  item: Enrichment;
  selected: boolean;
  onSelect: (checked: boolean) => void;
}) {
  const review = useReviewEnrichments();
  const band = confidenceBand(item.confidence);
  const label = ENRICHMENT_FIELD_LABELS[item.field as EnrichmentField] ?? item.field;
  return (
    <Card
      withBorder
      radius="sm"
      padding="sm"
      data-testid={`enrichment-${item.field}`}
      opacity={item.status === 'rejected' ? 0.6 : 1}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="wrap">
            {item.status === 'ai' && (
              <Checkbox
                aria-label={`Select ${label}`}
                checked={selected}
                onChange={(event) => onSelect(event.currentTarget.checked)}
              />
            )}
            <Text fw={600} size="sm">
              {label}
            </Text>
            <Badge
              size="xs"
              variant={item.status === 'verified' ? 'filled' : 'light'}
              color={item.status === 'verified' ? 'teal' : item.status === 'rejected' ? 'red' : 'violet'}
            >
              {item.label}
            </Badge>
            <Tooltip label="The model's own confidence: at or above 0.8 high, at or above 0.5 medium.">
              <Badge size="xs" variant="outline" color={BAND_COLOR[band]}>
                {band} confidence ({item.confidence.toFixed(2)})
              </Badge>
            </Tooltip>
          </Group>
          {item.status === 'ai' && (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-xs"
                variant="light"
                color="teal"
                leftSection={<IconCheck size={14} />}
                loading={review.isPending}
                onClick={() => review.mutate({ ids: [item.id], decision: 'verify' })}
                aria-label={`Accept ${label}`}
              >
                Accept
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                leftSection={<IconX size={14} />}
                loading={review.isPending}
                onClick={() => review.mutate({ ids: [item.id], decision: 'reject' })}
                aria-label={`Reject ${label}`}
              >
                Reject
              </Button>
            </Group>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.value}
        </Text>
        <Text size="xs" c="dimmed">
          {item.provenance.provider} · {item.provenance.model} · prompt {item.provenance.promptVersion} ·{' '}
          {formatDate(item.provenance.createdAt)}
          {item.verifiedAt
            ? ` · ${item.status === 'verified' ? 'verified' : 'rejected'} ${formatDate(item.verifiedAt)}`
            : ''}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * "Enrich with AI" on a material page: toxicology, odour profile, supplier pricing hints and usage notes from the
 * connected model, each labelled AI-generated until a person accepts it. The material's own data is never changed.
 */
export function MaterialEnrichmentPanel({ materialId }: { materialId: string }) {
  const status = useAiStatus();
  const list = useEnrichments(materialId);
  const enrich = useEnrichMaterial(materialId);
  const review = useReviewEnrichments();
  const [selected, setSelected] = useState<string[]>([]);
  const items = list.data?.items ?? [];
  // The newest answer per field first; older answers stay below, kept for their provenance.
  const latest = ENRICHMENT_FIELDS.map(
    (field) =>
      items.find((item) => item.field === field && item.status !== 'rejected') ??
      items.find((item) => item.field === field),
  ).filter((item): item is Enrichment => Boolean(item));
  const refused = status.isError ? status.error : null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="AI enrichment">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4">
            AI enrichment
          </Title>
          <Text size="xs" c="dimmed">
            Model answers, kept apart from the material's CAS, IFRA and EU data, which they never change.
          </Text>
        </div>
        {!refused && status.data?.connected && (
          <Button
            leftSection={<IconSparkles size={16} />}
            variant="light"
            loading={enrich.isPending}
            onClick={() => enrich.mutate()}
          >
            Enrich with AI
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        {refused && <AiErrorNotice error={refused} />}
        {!refused && status.data && !status.data.connected && <ConnectProviderNotice />}
        {enrich.isError && <AiErrorNotice error={enrich.error} />}
        {enrich.data && enrich.data.unknownFields.length > 0 && (
          <Text size="sm" c="dimmed">
            The model did not know:{' '}
            {enrich.data.unknownFields.map((field) => ENRICHMENT_FIELD_LABELS[field]).join(', ')}.
          </Text>
        )}
        {latest.length === 0 && !refused && status.data?.connected && !enrich.isPending && (
          <Text size="sm" c="dimmed">
            No AI answers for this material yet. “Enrich with AI” asks the connected model; you then accept or reject
            each field.
          </Text>
        )}
        {latest.map((item) => (
          <EnrichmentItem
            key={item.id}
            item={item}
            selected={selected.includes(item.id)}
            onSelect={(checked) =>
              setSelected((current) => (checked ? [...current, item.id] : current.filter((id) => id !== item.id)))
            }
          />
        ))}
        {selected.length > 0 && (
          <Group gap="xs">
            <Button
              size="xs"
              color="teal"
              onClick={() => review.mutate({ ids: selected, decision: 'verify' }, { onSuccess: () => setSelected([]) })}
            >
              Accept {selected.length} selected
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => review.mutate({ ids: selected, decision: 'reject' }, { onSuccess: () => setSelected([]) })}
            >
              Reject selected
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
