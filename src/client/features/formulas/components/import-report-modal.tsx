import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ImportResult } from '../api/formula-files.ts';

/** What an import created, every row it rejected with the reason, and the rows it could not match to the library. */
export function ImportReportModal({
  result,
  onClose,
  onOpen,
}: {
  result: ImportResult | null;
  onClose: () => void;
  onOpen: (id: string) => void;
}) {
  return (
    <Modal opened={result !== null} onClose={onClose} title="Import report">
      {result && (
        <Stack gap="sm">
          <Text>
            Imported “{result.formula.name}” with {result.formula.ingredientCount} ingredients.
          </Text>
          {result.rejected.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="import-rejected-none">
              No row was rejected.
            </Text>
          ) : (
            <>
              <Text size="sm" fw={500}>
                {result.rejected.length} row(s) rejected:
              </Text>
              <List size="sm" data-testid="import-rejected">
                {result.rejected.map((row) => (
                  <List.Item key={`${row.index}-${row.label}`}>
                    {row.label}: {row.reason}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          {result.unmatched.length > 0 && (
            <>
              <Text size="sm" fw={500}>
                {result.unmatched.length} {result.unmatched.length === 1 ? 'row' : 'rows'} not found in the library,
                kept as free text and not checked for compliance:
              </Text>
              <List size="sm" data-testid="import-unmatched">
                {result.unmatched.map((row) => (
                  <List.Item key={row.index}>
                    Row {row.index}: {row.name}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="subtle" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onOpen(result.formula.id)}>Open formula</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
