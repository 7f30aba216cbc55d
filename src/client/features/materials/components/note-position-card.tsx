import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { NotePosition } from '../../../../domain/materials/note-position.ts';
import { useAnnotateMaterial } from '../api/annotate-material.ts';

type NotePositionCardProps = {
  materialId: string;
  substantivityHours: number | null;
  derived: NotePosition | null;
  override: NotePosition | null;
  notes: string | null;
};

/** The note position derived from substantivity, the user's own override and their private notes. */
export function NotePositionCard({ materialId, substantivityHours, derived, override, notes }: NotePositionCardProps) {
  const annotate = useAnnotateMaterial(materialId);
  const [choice, setChoice] = useState<string>(override ?? 'derived');
  const [text, setText] = useState(notes ?? '');
  const isDirty = choice !== (override ?? 'derived') || text !== (notes ?? '');
  return (
    <Stack gap="xs">
      <Text>
        {derived
          ? `${derived[0]?.toUpperCase()}${derived.slice(1)} note, from ${substantivityHours ?? '?'} h on a smelling strip (top under 24 h, heart 24–200 h, base over 200 h).`
          : 'No substantivity in the data, so no derived note position.'}
      </Text>
      <SegmentedControl
        aria-label="My note position"
        data={[
          { value: 'derived', label: derived ? `As derived (${derived})` : 'Not set' },
          { value: 'top', label: 'Top' },
          { value: 'heart', label: 'Heart' },
          { value: 'base', label: 'Base' },
        ]}
        value={choice}
        onChange={setChoice}
      />
      <Textarea
        label="My notes (only you see them)"
        autosize
        minRows={2}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group>
        <Button
          size="xs"
          disabled={!isDirty}
          loading={annotate.isPending}
          onClick={() =>
            annotate.mutate({
              notePositionOverride: choice === 'derived' ? null : (choice as NotePosition),
              notes: text.trim() || null,
            })
          }
        >
          Save my note
        </Button>
        {annotate.isError && (
          <Text size="sm" c="red">
            {annotate.error.message}
          </Text>
        )}
        {annotate.isSuccess && !isDirty && (
          <Text size="sm" c="dimmed">
            Saved
          </Text>
        )}
      </Group>
    </Stack>
  );
}
