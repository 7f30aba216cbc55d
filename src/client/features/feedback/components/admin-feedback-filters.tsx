import { Button, Group, MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { AdminFeedbackFilters } from '../api/list-admin-feedback.ts';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_PRIORITIES,
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_SENTIMENT_LABELS,
  FEEDBACK_SENTIMENTS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
} from '../feedback-options.ts';

export type FeedbackFilterState = {
  type: string[];
  category: string[];
  status: string[];
  priority: string[];
  sentiment: string[];
  q: string;
  from: string;
  to: string;
  userId: string;
};

export const EMPTY_FEEDBACK_FILTERS: FeedbackFilterState = {
  type: [],
  category: [],
  status: [],
  priority: [],
  sentiment: [],
  q: '',
  from: '',
  to: '',
  userId: '',
};

type ListFilterKey = 'type' | 'category' | 'status' | 'priority' | 'sentiment';

/** The multi-select filters, in the order they show: each with its values and their labels. */
const LIST_FILTERS: readonly {
  key: ListFilterKey;
  label: string;
  values: readonly string[];
  labels: Record<string, string>;
}[] = [
  { key: 'type', label: 'Type', values: FEEDBACK_TYPES, labels: FEEDBACK_TYPE_LABELS },
  { key: 'category', label: 'Category', values: FEEDBACK_CATEGORIES, labels: FEEDBACK_CATEGORY_LABELS },
  { key: 'status', label: 'Status', values: FEEDBACK_STATUSES, labels: FEEDBACK_STATUS_LABELS },
  { key: 'priority', label: 'Priority', values: FEEDBACK_PRIORITIES, labels: FEEDBACK_PRIORITY_LABELS },
  { key: 'sentiment', label: 'Sentiment', values: FEEDBACK_SENTIMENTS, labels: FEEDBACK_SENTIMENT_LABELS },
];

/** The query the API takes: lists comma-separated, empty fields left out. */
export function toFeedbackQuery(state: FeedbackFilterState): AdminFeedbackFilters {
  const query: Record<string, string> = {};
  for (const { key } of LIST_FILTERS) if (state[key].length > 0) query[key] = state[key].join(',');
  for (const key of ['q', 'from', 'to', 'userId'] as const) if (state[key].trim()) query[key] = state[key].trim();
  return query;
}

const options = (values: readonly string[], labels: Record<string, string>) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

export function AdminFeedbackFilters({
  value,
  onChange,
}: {
  value: FeedbackFilterState;
  onChange: (next: FeedbackFilterState) => void;
}) {
  const set = <Key extends keyof FeedbackFilterState>(key: Key, next: FeedbackFilterState[Key]) =>
    onChange({ ...value, [key]: next });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      <TextInput
        label="Search title or description"
        leftSection={<IconSearch size={16} />}
        value={value.q}
        onChange={(event) => set('q', event.currentTarget.value)}
      />
      {LIST_FILTERS.map(({ key, label, values, labels }) => (
        <MultiSelect
          key={key}
          label={label}
          data={options(values, labels)}
          value={value[key]}
          onChange={(next) => set(key, next)}
          clearable
        />
      ))}
      <TextInput
        label="From"
        type="date"
        value={value.from}
        onChange={(event) => set('from', event.currentTarget.value)}
      />
      <TextInput label="To" type="date" value={value.to} onChange={(event) => set('to', event.currentTarget.value)} />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="User id"
          value={value.userId}
          onChange={(event) => set('userId', event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={() => onChange(EMPTY_FEEDBACK_FILTERS)}>
          Clear
        </Button>
      </Group>
    </SimpleGrid>
  );
}
