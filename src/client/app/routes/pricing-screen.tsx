import { Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../../lib/use-auth.ts';

type TierRow = { tier: string; formulas: string; materials: string; features: string[] };

/** The tier table of spec section 6. Prices are set per deployment; none are invented here. */
export const TIERS: readonly TierRow[] = [
  { tier: 'Free', formulas: '3', materials: '50', features: ['Formula editor with live compliance checks', 'No AI, API, export, advanced analytics or white-label'] },
  { tier: 'Basic', formulas: '10', materials: '100', features: ['AI assistant', 'Export'] },
  { tier: 'Premium', formulas: '100', materials: '1,000', features: ['AI assistant', 'API access', 'Export', 'Advanced analytics'] },
  { tier: 'Enterprise', formulas: 'Unlimited', materials: 'Unlimited', features: ['Everything in Premium', 'White-label'] },
];

export function PricingScreen() {
  const { signedIn } = useAuth();
  return (
    <Stack gap="xl" py="lg">
      <Stack gap="sm" maw={680}>
        <Text className="sl-eyebrow">Pricing</Text>
        <Title order={1}>Plans</Title>
        <Text size="lg" c="dimmed" lh={1.65}>
          Every account starts on Free. Paid plans raise the number of formulas and materials you can keep and add AI,
          export, API access and analytics.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {TIERS.map((row) => (
          <Card key={row.tier}>
            <Stack gap="sm">
              <Title order={3}>{row.tier}</Title>
              <Text size="sm">
                <strong>{row.formulas}</strong> formulas · <strong>{row.materials}</strong> materials
              </Text>
              <List size="sm" spacing={4} c="dimmed">
                {row.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Online payment arrives with the subscriptions release; until then an administrator sets your plan.
      </Text>
      <div>
        <Button component={Link} to={signedIn ? '/account?section=billing' : '/login'}>
          {signedIn ? 'See your plan' : 'Create a free account'}
        </Button>
      </div>
    </Stack>
  );
}
