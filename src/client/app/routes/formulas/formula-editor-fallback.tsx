import { Center, Loader, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { openingFormulaName } from '../../../features/formulas/api/opening-formula-name.ts';
import { FORMULA_MESSAGES } from '../../../features/formulas/formula-messages.ts';

/**
 * The formula editor while its code loads, in the app entry: the very block the screen draws while it reads the
 * formula (formula-editor-screen.tsx draws it too), so the prerendered page (ADR 046), the app's first render and
 * the screen's loading state are one block in one place. Above it, the formula's name where the editor's toolbar
 * draws it, in the same box and type (formula-toolbar.tsx): the server writes it into the prerendered page, so the
 * page's largest text paints with the page rather than with the editor (issue 34). An empty name keeps the box.
 */
export function FormulaEditorFallback({ name = '' }: { name?: string }) {
  return (
    <>
      <div className="formula-toolbar">
        <div className="formula-fallback-name" data-sl-formula-name="">
          {name}
        </div>
      </div>
      <Center py={80}>
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text c="dimmed" size="sm" role="status">
            {FORMULA_MESSAGES.loading}
          </Text>
        </Stack>
      </Center>
    </>
  );
}

/**
 * The route's fallback and the screen's loading block, with the name of the formula being opened when it is known
 * (opening-formula-name.ts).
 */
export function OpeningFormulaFallback() {
  const params = new URLSearchParams(useLocation().search);
  // A copy being made has a name of its own, known once it is made.
  const id = params.get('duplicate') === '1' ? null : params.get('id');
  return <FormulaEditorFallback name={openingFormulaName(id)} />;
}
