import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { describeMatchKind } from '../../../../domain/materials/describe-match.ts';
import type { MaterialSuggestion, PendingConfirmation } from '../hooks/use-resolve-pasted-materials.ts';

/** How a suggestion reads in the list: its name, its type for a natural, and why it matched. */
export function describeSuggestion(suggestion: MaterialSuggestion): string {
  const type = suggestion.naturalType && suggestion.naturalType !== 'unknown' ? ` (${suggestion.naturalType})` : '';
  const why = describeMatchKind(suggestion.matchKind);
  const matched =
    suggestion.matchedText && suggestion.matchedText !== suggestion.name ? ` “${suggestion.matchedText}”` : '';
  return `${suggestion.name}${type}${suggestion.cas ? ` · ${suggestion.cas}` : ''} — ${why}${matched}`;
}

function ConfirmationLine({
  entry,
  onConfirm,
  onKeepAsText,
}: {
  entry: PendingConfirmation;
  onConfirm: (line: string, suggestion: MaterialSuggestion) => void;
  onKeepAsText: (line: string) => void;
}) {
  const [chosen, setChosen] = useState(entry.suggestions[0]?.id ?? '');
  const suggestion = entry.suggestions.find((candidate) => candidate.id === chosen);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="material-confirmation">
      <Text size="sm" fw={500} style={{ minWidth: 140 }}>
        {entry.line}
      </Text>
      <NativeSelect
        size="xs"
        aria-label={`Material for “${entry.line}”`}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={entry.suggestions.map((candidate) => ({ value: candidate.id, label: describeSuggestion(candidate) }))}
        style={{ flex: 1 }}
      />
      <Button size="xs" disabled={!suggestion} onClick={() => suggestion && onConfirm(entry.line, suggestion)}>
        Use it
      </Button>
      <Button size="xs" variant="subtle" onClick={() => onKeepAsText(entry.line)}>
        Keep as text
      </Button>
    </Group>
  );
}

/**
 * Lines typed, pasted or imported that no material was certain for (issue 26): each with the candidates the
 * library ranks best, and why each matched. Nothing counts until the user picks one; until then the line stays free
 * text, outside the checks, and says so.
 */
export function MaterialConfirmations({
  confirmations,
  onConfirm,
  onKeepAsText,
}: {
  confirmations: readonly PendingConfirmation[];
  onConfirm: (line: string, suggestion: MaterialSuggestion) => void;
  onKeepAsText: (line: string) => void;
}) {
  if (confirmations.length === 0) return null;
  return (
    <Alert
      color="yellow"
      title={
        confirmations.length === 1
          ? 'One line needs its material confirmed'
          : `${confirmations.length} lines need their material confirmed`
      }
      data-testid="material-confirmations"
    >
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          No material was certain for these lines, so they are not checked yet. Pick the material you mean, or keep the
          text.
        </Text>
        {confirmations.map((entry) => (
          <ConfirmationLine key={entry.line} entry={entry} onConfirm={onConfirm} onKeepAsText={onKeepAsText} />
        ))}
      </Stack>
    </Alert>
  );
}
