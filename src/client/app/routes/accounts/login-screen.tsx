import { Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { resolvePostSignInTarget } from '../../../features/accounts/auth-messages.ts';
import { useSetupStatus } from '../../../features/accounts/api/setup-api.ts';
import { AdminSetupNotice } from '../../../features/accounts/components/admin-setup-notice.tsx';
import { AlreadySignedInCard } from '../../../features/accounts/components/already-signed-in-card.tsx';
import { LoginPanel } from '../../../features/accounts/components/login-panel.tsx';
import { AUTH_SPINNER_DELAY_MS } from '../../../features/accounts/components/route-guard.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { revealApp } from '../../../lib/prerendered-page.ts';
import { useDelayedFlag } from '../../../lib/use-delayed-flag.ts';

/** A prerendered page whose app never got to draw the form (a session check that hangs) is swapped all the same. */
const REVEAL_AT_LATEST_MS = 10_000;

export function LoginScreen() {
  const { user, isPending } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [justSignedIn, setJustSignedIn] = useState(false);
  // The form waits for the instance's setup status too, so the notice above it never pushes it down on arrival.
  const setupPending = useSetupStatus().isPending;
  const showSpinner = useDelayedFlag(isPending || setupPending, AUTH_SPINNER_DELAY_MS);
  const ready = !isPending && !setupPending;
  // Served prerendered (a visitor's first load of /login): the app takes the page over once it draws the same form.
  useLayoutEffect(() => {
    if (ready) revealApp();
  }, [ready]);
  useEffect(() => {
    const timer = setTimeout(revealApp, REVEAL_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, []);

  const handleSignedIn = () => {
    setJustSignedIn(true);
    navigate(resolvePostSignInTarget(location.state, location.search), { replace: true });
  };

  if (!ready) {
    return <Center py={80}>{showSpinner && <Loader size="sm" aria-label="Loading" />}</Center>;
  }

  return (
    <Center py={{ base: 'md', sm: 60 }}>
      {user && !justSignedIn ? (
        <AlreadySignedInCard email={user.email} />
      ) : (
        <Stack w="100%" maw={440} gap="lg">
          <Stack gap={4} align="center">
            <Title order={1} ta="center">
              Welcome to Sillage
            </Title>
            <Text c="dimmed" ta="center">
              Sign in to your workbench, or create an account.
            </Text>
          </Stack>
          <AdminSetupNotice />
          <Card p="xl">
            <LoginPanel onSignedIn={handleSignedIn} />
          </Card>
        </Stack>
      )}
    </Center>
  );
}
