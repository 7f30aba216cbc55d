import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { hrefs } from '../../../config/paths.ts';
import type { DocumentAvailability, DocumentFix } from '../api/get-formula-document.ts';

/** Where a fix is made: Settings → Company, the formula's editor (compliance panel, lines) or a material's page. */
function pathOf(fix: DocumentFix, formulaId: string): string {
  if (fix.kind === 'company-settings') return fix.path;
  if (fix.kind === 'material') return hrefs.material(fix.materialId);
  return hrefs.formula(formulaId);
}

/**
 * Why a document cannot be issued, shown beside its disabled button (issue 27, item 7): the server's sentence, and a
 * link to each thing that fixes it.
 */
export function DocumentRefusal({
  availability,
  formulaId,
  id,
}: {
  availability: Extract<DocumentAvailability, { canIssue: false }>;
  formulaId: string;
  /** Referenced by the button's aria-describedby. */
  id: string;
}) {
  return (
    // Beside the button where there is room for a readable line (15rem), under it in a narrow panel or on a phone.
    <Stack gap={2} id={id} style={{ flex: '1 1 15rem', minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {availability.message}
      </Text>
      <Group gap="xs">
        {availability.fixes.map((fix) => (
          <Anchor key={`${fix.kind}:${fix.label}`} component={Link} to={pathOf(fix, formulaId)} size="xs" fw={600}>
            {fix.label}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
