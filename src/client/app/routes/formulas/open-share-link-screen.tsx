import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { hrefs, ROUTES } from '../../../config/paths.ts';
import { useOpenShareLink } from '../../../features/formulas/api/formula-shares.ts';

/** /shared/:token: a formula's share link (sign-in required), leading to the formula read-only. */
export function OpenShareLinkScreen() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const { mutate, error } = useOpenShareLink();
  useEffect(() => {
    mutate(token, {
      onSuccess: (result) =>
        void navigate(
          result.own || !result.shareId
            ? hrefs.formula(result.formulaId ?? undefined)
            : hrefs.sharedFormula(result.shareId),
          { replace: true },
        ),
    });
  }, [mutate, navigate, token]);
  if (!error)
    return (
      <Center py={80} role="status" aria-label="Opening the shared formula">
        <Loader size="sm" />
      </Center>
    );
  return (
    <Stack gap="sm" maw={560}>
      <Title order={1} size="h2">
        This share link does not open
      </Title>
      <Alert color="gray" variant="light">
        <Text size="sm">{error.message}</Text>
      </Alert>
      <Button component={Link} to={ROUTES.formulaLab.path} variant="light" w="fit-content">
        Go to my formulas
      </Button>
    </Stack>
  );
}
