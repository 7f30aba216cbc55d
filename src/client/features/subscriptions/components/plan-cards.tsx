import {
  Badge,
  Button,
  Card,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { FEATURES, FEATURE_LABELS, PLAN_ORDER, PLANS, type Plan } from '../../../../domain/subscriptions/plans.ts';
import type { BillingInterval } from '../../../../domain/subscriptions/subscriptions.schemas.ts';
import type { Tier } from '../../../../domain/subscriptions/resolve-tier.ts';
import { useBillingConfig, useCheckout } from '../api/billing-api.ts';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';

const formatLimit = (limit: number | null) => (limit === null ? 'Unlimited' : formatCount(limit));

type PlanCardsProps = {
  signedIn: boolean;
  currentTier: Tier | null;
  isAdmin: boolean;
  onSignIn: () => void;
};

/** The plan table of spec section 6, from the one source the server enforces; Checkout when Stripe is set up. */
export function PlanCards({ signedIn, currentTier, isAdmin, onSignIn }: PlanCardsProps) {
  const config = useBillingConfig();
  const checkout = useCheckout();
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  const online = config.data?.onlinePayment ?? false;
  const offers = config.data?.offers;
  const anyYearly = Boolean(offers?.basic.yearly || offers?.premium.yearly);

  function action(plan: Plan) {
    if (plan.tier === currentTier)
      return (
        <Badge variant="light" size="lg">
          Your plan
        </Badge>
      );
    if (!plan.purchasable || !online || isAdmin) return null;
    const offered = offers?.[plan.tier as 'basic' | 'premium']?.[interval];
    if (!offered)
      return (
        <Text size="xs" c="dimmed">
          Not offered {interval} here
        </Text>
      );
    if (!signedIn)
      return (
        <Button variant="light" onClick={onSignIn}>
          Sign in to choose {plan.label}
        </Button>
      );
    return (
      <Button
        loading={checkout.isPending && checkout.variables?.tier === plan.tier}
        onClick={() => checkout.mutate({ tier: plan.tier as 'basic' | 'premium', interval })}
      >
        Choose {plan.label}
      </Button>
    );
  }

  return (
    <Stack gap="lg">
      {online && anyYearly && (
        <SegmentedControl
          w={240}
          value={interval}
          onChange={(value) => setInterval(value as BillingInterval)}
          data={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'yearly', label: 'Yearly' },
          ]}
          aria-label="Billing interval"
        />
      )}
      {checkout.isError && (
        <Text c="red" size="sm">
          {checkout.error.message}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {PLAN_ORDER.map((tier) => {
          const plan = PLANS[tier];
          return (
            <Card
              key={tier}
              withBorder
              style={plan.tier === currentTier ? { borderColor: 'var(--sl-accent)' } : undefined}
            >
              <Stack gap="sm" h="100%">
                <Title order={3}>{plan.label}</Title>
                <Text size="sm">
                  <strong>{formatLimit(plan.formulas)}</strong> formulas ·{' '}
                  <strong>{formatLimit(plan.materials)}</strong> materials · <strong>{formatLimit(plan.seats)}</strong>{' '}
                  {plan.seats === 1 ? 'seat' : 'seats'}
                </Text>
                <List size="sm" spacing={6} center>
                  {FEATURES.map((feature) => {
                    const included = plan.features.includes(feature);
                    return (
                      <List.Item
                        key={feature}
                        c={included ? undefined : 'dimmed'}
                        icon={
                          <ThemeIcon
                            size={18}
                            radius="xl"
                            variant={included ? 'light' : 'transparent'}
                            color={included ? 'accent' : 'gray'}
                          >
                            {included ? (
                              <IconCheck size={12} aria-label="Included" />
                            ) : (
                              <IconMinus size={12} aria-label="Not included" />
                            )}
                          </ThemeIcon>
                        }
                      >
                        {FEATURE_LABELS[feature]}
                      </List.Item>
                    );
                  })}
                </List>
                <Group mt="auto" pt="sm">
                  {action(plan)}
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
