import { Alert } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useSetupStatus } from '../api/setup-api.ts';

/** On a fresh instance: the sign-in page says an administrator account is waiting to be created, and how. */
export function AdminSetupNotice() {
  const status = useSetupStatus();
  if (!status.data?.adminPending) return null;
  return (
    <Alert icon={<IconKey size={18} />} variant="light" title="An administrator account is waiting to be created">
      This instance has no administrator yet. Whoever runs the server will find a one-time link in its log (valid 24
      hours) to create it.
    </Alert>
  );
}
