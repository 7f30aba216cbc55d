import { Button, Text } from '@mantine/core';
import { useBillingConfig, usePortal } from '../api/billing-api.ts';

/** "Manage billing" (Stripe's portal) when online payment is set up; otherwise who grants plans here. */
export function BillingActions() {
  const config = useBillingConfig();
  const portal = usePortal();
  if (!config.data) return null;
  if (!config.data.onlinePayment) {
    return (
      <Text size="sm" c="dimmed">
        Plans on this instance are granted by its administrator.
      </Text>
    );
  }
  return (
    <>
      <Button variant="light" loading={portal.isPending} onClick={() => portal.mutate()}>
        Manage billing
      </Button>
      {portal.isError && (
        <Text size="sm" c="red" w="100%">
          {portal.error.message}
        </Text>
      )}
    </>
  );
}
