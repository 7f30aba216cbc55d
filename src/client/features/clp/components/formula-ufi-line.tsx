import { Alert, Button, Group, Text } from '@mantine/core';
import { useAssignFormulaUfi, useFormulaUfi } from '../api/formula-ufi.ts';

/** The formula's UFI (printed on its label and SDS), or a button to make it when the mixture needs one. */
export function FormulaUfiLine({ formulaId, required }: { formulaId: string; required: boolean }) {
  const ufi = useFormulaUfi(formulaId);
  const assign = useAssignFormulaUfi(formulaId);
  if (ufi.data) {
    return (
      <Text size="sm" ff="monospace" aria-label="UFI">
        UFI: {ufi.data.ufi}
      </Text>
    );
  }
  if (!required || ufi.isPending) return null;
  return (
    <Group gap="xs">
      <Button size="xs" variant="light" loading={assign.isPending} onClick={() => assign.mutate()}>
        Make the UFI
      </Button>
      {assign.error && (
        <Alert color="red" p="xs">
          {assign.error.message}
        </Alert>
      )}
    </Group>
  );
}
