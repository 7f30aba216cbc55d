import { Button, Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useMaterialSearch } from '../../../lib/materials/use-material-search.ts';

export type Replacement = { materialId: string | null; name: string; reason: string };

type ReplaceLineDialogProps = {
  /** The line's material being replaced; null when closed. */
  lineName: string | null;
  isBusy: boolean;
  onClose: () => void;
  onReplace: (replacement: Replacement) => Promise<unknown>;
};

/**
 * Replaces a line's material during making: another material of the library (its first expiring lot with enough
 * stock is proposed by the server) or a name typed as free text, and the reason, kept in the batch record.
 */
export function ReplaceLineDialog({ lineName, isBusy, onClose, onReplace }: ReplaceLineDialogProps) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const [reason, setReason] = useState('');
  const search = useMaterialSearch(query, { limit: 6, enabled: lineName !== null && chosen === null });
  const name = chosen?.name ?? query.trim();
  const close = () => {
    setQuery('');
    setChosen(null);
    setReason('');
    onClose();
  };
  return (
    <Modal opened={lineName !== null} onClose={close} title={`Replace ${lineName ?? ''}`} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!name || !reason.trim()) return;
          void onReplace({ materialId: chosen?.id ?? null, name, reason: reason.trim() }).then(close);
        }}
      >
        <Stack>
          <TextInput
            size="lg"
            label="Replacement material"
            data-autofocus
            value={chosen ? chosen.name : query}
            onChange={(event) => {
              setChosen(null);
              setQuery(event.currentTarget.value);
            }}
          />
          {chosen === null && query.trim() !== '' ? (
            <Stack gap={4} role="listbox" aria-label="Materials">
              {search.items.map((item) => (
                <UnstyledButton
                  key={item.id}
                  role="option"
                  aria-selected={false}
                  p="xs"
                  mih={44}
                  onClick={() => setChosen({ id: item.id, name: item.name })}
                >
                  <Text>
                    {item.name}
                    {item.cas ? ` · ${item.cas}` : ''}
                  </Text>
                </UnstyledButton>
              ))}
              <Text size="xs" c="dimmed">
                Not in the list: "{query.trim()}" is kept as free text (its compliance cannot be checked).
              </Text>
            </Stack>
          ) : null}
          <TextInput
            size="lg"
            label="Why (kept in the batch record)"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" size="lg" loading={isBusy} disabled={!name || !reason.trim()}>
              Replace
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
