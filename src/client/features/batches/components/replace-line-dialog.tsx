import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { MaterialPicker, type PickedMaterial } from '../../../components/material-picker.tsx';

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
  const [chosen, setChosen] = useState<PickedMaterial | null>(null);
  const [reason, setReason] = useState('');
  const name = chosen?.name ?? query.trim();
  // On a phone the dialog takes the screen, so the list of materials opens inside it, not past its bottom edge.
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const close = () => {
    setQuery('');
    setChosen(null);
    setReason('');
    onClose();
  };
  return (
    <Modal
      opened={lineName !== null}
      onClose={close}
      title={`Replace ${lineName ?? ''}`}
      size="lg"
      fullScreen={isPhone}
      // At the bench: a title that reads at arm's length and a close button a finger hits (44 px).
      closeButtonProps={{ size: 'xl' }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 600 } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!name || !reason.trim()) return;
          void onReplace({ materialId: chosen?.id ?? null, name, reason: reason.trim() }).then(close);
        }}
      >
        <Stack>
          <MaterialPicker
            size="lg"
            label="Replacement material"
            autoFocus
            limit={6}
            // Desktop: the list ends near the dialog's bottom edge instead of hanging over the page.
            maxDropdownHeight={isPhone ? 'min(20rem, 45dvh)' : '11.5rem'}
            value={chosen}
            onChange={setChosen}
            onTextChange={setQuery}
          />
          {chosen === null && query.trim() !== '' ? (
            <Text size="xs" c="dimmed">
              Not in the list: "{query.trim()}" is kept as free text (its compliance cannot be checked).
            </Text>
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
