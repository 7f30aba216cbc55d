import { List, Text } from '@mantine/core';
import type { MergedRecord } from '../../../../domain/reference-data/merge-material-contributions.ts';

/** The dataset records one library material was built from (issue 26 item 1): every page names its sources. */
export function MergedFrom({
  records,
  titleOf,
}: {
  records: readonly MergedRecord[];
  titleOf: (dataset: string) => string;
}) {
  if (records.length < 2) return null;
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        Merged from {records.length} records
      </Text>
      <List size="sm" spacing={2} aria-label="Merged from">
        {records.map((record) => (
          <List.Item key={`${record.dataset}|${record.sourceKey}`}>
            {titleOf(record.dataset)}: {record.name ?? record.sourceKey}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
