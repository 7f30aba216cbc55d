import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api.ts';

/** A refusal from the server: its sentence, and the way to Settings → Company when the issuer is incomplete. */
export function DocumentProblem({ error }: { error: unknown }) {
  const details =
    error instanceof ApiError && typeof error.details === 'object' && error.details !== null
      ? (error.details as { settingsPath?: string })
      : {};
  return (
    <Alert
      color={error instanceof ApiError && error.status === 422 ? 'yellow' : 'red'}
      variant="light"
      role="alert"
      title="Not issued"
    >
      <Stack gap={6}>
        <Text size="sm">{error instanceof Error ? error.message : String(error)}</Text>
        {details.settingsPath && (
          <Anchor component={Link} to={details.settingsPath} size="sm" fw={600}>
            Fill in Settings → Company
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
