import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ROUTES } from '../../../config/paths.ts';
import { useSharedFormula } from '../../../features/formulas/api/formula-shares.ts';
import { SharedFormulaView } from '../../../features/formulas/components/shared-formula-view.tsx';

/** /shared-formulas/:shareId: a formula shared with the user, read-only. */
export function SharedFormulaScreen() {
  const shareId = useParams().shareId ?? '';
  const shared = useSharedFormula(shareId);
  if (shared.data) return <SharedFormulaView data={shared.data} />;
  if (shared.isPending)
    return (
      <Center py={80} role="status" aria-label="Loading the formula">
        <Loader size="sm" />
      </Center>
    );
  return (
    <Stack gap="sm" maw={560}>
      <Title order={1} size="h2">
        This formula is not shared with you
      </Title>
      <Alert color="gray" variant="light">
        <Text size="sm">{shared.error?.message ?? 'Its owner revoked the share, or it never existed.'}</Text>
      </Alert>
      <Button component={Link} to={ROUTES.formulaLab.path} variant="light" w="fit-content">
        Back to my formulas
      </Button>
    </Stack>
  );
}
