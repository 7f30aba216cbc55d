import { Badge, Group } from '@mantine/core';
import { colourForAccord } from './odour-family-colours.ts';

export function AccordBadges({ accords, max = 5 }: { accords: readonly string[]; max?: number }) {
  return (
    <Group gap={6}>
      {accords.slice(0, max).map((accord) => (
        <Badge key={accord} variant="dot" color={colourForAccord(accord)} tt="none" fw={500}>
          {accord}
        </Badge>
      ))}
    </Group>
  );
}
