import { Button, Group } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';

/** Return pages of the payment provider's checkout (/subscription/success and /subscription/cancel). */
export function SubscriptionResultScreen() {
  const { pathname } = useLocation();
  const success = pathname.endsWith('/success');
  return (
    <EmptyState
      icon={IconReceipt}
      title={success ? 'Subscription confirmed' : 'Subscription cancelled'}
      description={
        success
          ? 'Thank you. Your plan is shown under Account, Billing once the payment provider confirms it.'
          : 'No payment was taken and your plan has not changed.'
      }
    >
      <Group>
        <Button component={Link} to="/account?section=billing">
          Go to billing
        </Button>
        <Button component={Link} to="/pricing" variant="default">
          Compare plans
        </Button>
      </Group>
    </EmptyState>
  );
}
