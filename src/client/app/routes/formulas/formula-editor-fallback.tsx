import { Center, Loader, Stack, Text } from '@mantine/core';
import { FORMULA_MESSAGES } from '../../../features/formulas/formula-messages.ts';

/**
 * The formula editor while its code loads, in the app entry: the very block the screen draws while it reads the
 * formula (formula-editor-screen.tsx draws it too), so the prerendered page (ADR 046), the app's first render and
 * the screen's loading state are one block in one place; the formula's name paints with the editor.
 */
export function FormulaEditorFallback() {
  return (
    <Center py={80}>
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text c="dimmed" size="sm" role="status">
          {FORMULA_MESSAGES.loading}
        </Text>
      </Stack>
    </Center>
  );
}
