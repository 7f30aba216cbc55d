import { Badge } from '@mantine/core';
import { FEEDBACK_STATUS_COLOURS, FEEDBACK_STATUS_LABELS, labelOf } from '../feedback-options.ts';

export function FeedbackStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={FEEDBACK_STATUS_COLOURS[status] ?? 'gray'} tt="none">
      {labelOf(FEEDBACK_STATUS_LABELS, status)}
    </Badge>
  );
}
