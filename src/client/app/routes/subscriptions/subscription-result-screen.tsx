import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconReceipt, IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PLAN_ORDER, PLANS } from '../../../../domain/subscriptions/plans.ts';
import type { Tier } from '../../../../domain/subscriptions/resolve-tier.ts';
import { getMeQueryOptions } from '../../../features/accounts/api/get-me.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { clearPendingCheckout, readPendingCheckout } from '../../../features/subscriptions/api/billing-api.ts';
import { hrefs, ROUTES } from '../../../config/paths.ts';

const POLL_MS = 2000;
const PATIENCE_MS = 30_000;

function reached(tier: Tier, expected: string | null): boolean {
  if (!expected) return tier !== 'free';
  return PLAN_ORDER.indexOf(tier) >= PLAN_ORDER.indexOf(expected as Tier);
}

/** /subscription/success: waits for Stripe's webhook to raise the plan (polling, and the events stream), and says so. */
function SubscriptionSuccess() {
  const { user, signedIn } = useAuth();
  const [expected] = useState(() => readPendingCheckout()?.tier ?? null);
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const me = useQuery({
    ...getMeQueryOptions(user?.id),
    refetchInterval: (query) => (query.state.data && reached(query.state.data.tier, expected) ? false : POLL_MS),
  });
  const done = me.data ? reached(me.data.tier, expected) : false;
  useEffect(() => {
    if (done) clearPendingCheckout();
  }, [done]);
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);

  if (!signedIn) {
    return (
      <EmptyState
        icon={IconReceipt}
        title="Payment received"
        description="Sign in to see your plan: it changes as soon as Stripe confirms the payment."
      >
        <Button component={Link} to={ROUTES.login.path}>
          Sign in
        </Button>
      </EmptyState>
    );
  }
  if (done && me.data) {
    const days = me.data.daysRemaining;
    return (
      <EmptyState
        icon={IconCircleCheck}
        title={`Your plan is now ${PLANS[me.data.tier].label}`}
        description={`Thank you. Its limits apply at once in every open tab${days === null ? '' : `; it renews in ${days} ${days === 1 ? 'day' : 'days'}`}.`}
      >
        <Group>
          <Button component={Link} to={ROUTES.formulaLab.path}>
            Go to your formulas
          </Button>
          <Button component={Link} to={hrefs.account('billing')} variant="default">
            Plan and billing
          </Button>
        </Group>
      </EmptyState>
    );
  }
  const patient = now - startedAt > PATIENCE_MS;
  return (
    <EmptyState
      icon={IconReceipt}
      title="Confirming your payment"
      description={
        patient
          ? 'Stripe has not confirmed the payment to us yet. Nothing more is needed from you: this page updates by itself, and you will not be charged twice. If your plan has not changed within a few minutes, write to support.'
          : 'Stripe has taken your payment and is telling us about it. This usually takes a few seconds.'
      }
    >
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-label="Waiting for the payment confirmation" />
        <Text size="xs" c="dimmed">
          {expected
            ? `Waiting for your ${PLANS[expected as Tier]?.label ?? expected} plan`
            : 'Waiting for your new plan'}
        </Text>
      </Stack>
    </EmptyState>
  );
}

/** /subscription/cancel: the user left Checkout; nothing was charged. */
function SubscriptionCancel() {
  useEffect(() => clearPendingCheckout(), []);
  return (
    <EmptyState
      icon={IconReceiptOff}
      title="Checkout cancelled"
      description="Nothing was charged and your plan has not changed. You can choose a plan again at any time."
    >
      <Group>
        <Button component={Link} to={ROUTES.pricing.path}>
          Compare plans
        </Button>
        <Button component={Link} to={hrefs.account('billing')} variant="default">
          Plan and billing
        </Button>
      </Group>
    </EmptyState>
  );
}

/** Return pages of Stripe Checkout (/subscription/success and /subscription/cancel). */
export function SubscriptionResultScreen() {
  const { pathname } = useLocation();
  return pathname.endsWith('/success') ? <SubscriptionSuccess /> : <SubscriptionCancel />;
}
