import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../../../features/accounts/api/get-me.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useBillingConfig } from '../../../features/subscriptions/api/billing-api.ts';
import { PlanCards } from '../../../features/subscriptions/components/plan-cards.tsx';
import { hrefs, ROUTES } from '../../../config/paths.ts';

/** /pricing: the plans the server enforces (one table), with Checkout when online payment is set up. */
export function PricingScreen() {
  const { signedIn } = useAuth();
  const me = useMe();
  const config = useBillingConfig();
  const navigate = useNavigate();
  const online = config.data?.onlinePayment ?? false;
  return (
    <Stack gap="xl" py="lg">
      <Stack gap="sm" maw={680}>
        <Text className="sl-eyebrow">Pricing</Text>
        <Title order={1}>Plans</Title>
        <Text size="lg" c="dimmed" lh={1.65}>
          Every account starts on Free. Paid plans raise the number of formulas and materials you can keep and add AI,
          export, API access and advanced analytics (from Premium: the share of launches per year for the notes and
          accords you choose, and a note&apos;s market presence with the materials that carry it). Prices are those of
          this instance and are shown at checkout.
        </Text>
      </Stack>
      {config.isSuccess && !online && (
        <Alert
          icon={<IconInfoCircle size={18} />}
          variant="light"
          color="gray"
          maw={680}
          title="Plans are granted by the administrator"
        >
          This instance takes no online payment. Ask its administrator to change your plan; the change reaches your open
          tabs at once.
        </Alert>
      )}
      {me.data?.isAdmin && (
        <Alert variant="light" color="gray" maw={680}>
          As an administrator you have every Enterprise feature; your plan cannot be upgraded.
        </Alert>
      )}
      <PlanCards
        signedIn={signedIn}
        currentTier={me.data?.tier ?? null}
        isAdmin={me.data?.isAdmin ?? false}
        onSignIn={() => void navigate(ROUTES.login.path, { state: { from: ROUTES.pricing.path } })}
      />
      <div>
        <Button component={Link} to={signedIn ? hrefs.account('billing') : ROUTES.login.path} variant="default">
          {signedIn ? 'See your plan' : 'Create a free account'}
        </Button>
      </div>
    </Stack>
  );
}
