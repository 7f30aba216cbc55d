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

/** The query the API takes: lists comma-separated, empty fields left out. */
export function toFeedbackQuery(state: FeedbackFilterState): AdminFeedbackFilters {
  const query: Record<string, string> = {};
  for (const key of ['type', 'category', 'status', 'priority', 'sentiment'] as const)
    if (state[key].length > 0) query[key] = state[key].join(',');
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
      <MultiSelect
        label="Type"
        data={options(FEEDBACK_TYPES, FEEDBACK_TYPE_LABELS)}
        value={value.type}
        onChange={(next) => set('type', next)}
        clearable
      />
      <MultiSelect
        label="Category"
        data={options(FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS)}
        value={value.category}
        onChange={(next) => set('category', next)}
        clearable
      />
      <MultiSelect
        label="Status"
        data={options(FEEDBACK_STATUSES, FEEDBACK_STATUS_LABELS)}
        value={value.status}
        onChange={(next) => set('status', next)}
        clearable
      />
      <MultiSelect
        label="Priority"
        data={options(FEEDBACK_PRIORITIES, FEEDBACK_PRIORITY_LABELS)}
        value={value.priority}
        onChange={(next) => set('priority', next)}
        clearable
      />
      <MultiSelect
        label="Sentiment"
        data={options(FEEDBACK_SENTIMENTS, FEEDBACK_SENTIMENT_LABELS)}
        value={value.sentiment}
        onChange={(next) => set('sentiment', next)}
        clearable
      />
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
