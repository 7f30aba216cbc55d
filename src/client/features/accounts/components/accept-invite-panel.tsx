import { Alert, Button, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAcceptInvite, useInviteCheck } from '../api/invites.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { SignUpForm } from './sign-up-form.tsx';
import { hrefs, ROUTES } from '../../../config/paths.ts';

/**
 * The page an invitation link opens: says exactly why a link cannot be used; otherwise creates the account
 * (or, signed in with the invited address, links it) and lands on the dashboard.
 */
export function AcceptInvitePanel({ token }: { token: string }) {
  const check = useInviteCheck(token);
  const { user, isPending } = useAuth();
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const handleAccept = () =>
    accept.mutate(token, { onSuccess: () => navigate(ROUTES.dashboard.path, { replace: true }) });
  const signInLink = hrefs.login(hrefs.acceptInvite(token));

  if (!token)
    return (
      <Alert color="red" title="No invitation in this link">
        Open the link from your invitation e-mail as it is; it ends with ?token=…
      </Alert>
    );
  if (check.isPending || isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Checking the invitation" />
      </Center>
    );
  if (check.isError)
    return (
      <Alert color="red" title="This link cannot be used">
        {check.error.message}
      </Alert>
    );
  const invite = check.data;
  if (invite.state !== 'valid') {
    return (
      <Alert
        color={invite.state === 'used' ? 'blue' : 'orange'}
        title="This invitation cannot be used"
        data-testid="invite-problem"
      >
        <Stack gap="sm">
          <Text size="sm">{invite.message}</Text>
          <Button component={Link} to={ROUTES.login.path} variant="default" w="fit-content">
            Go to sign-in
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Card withBorder padding="xl" maw={480} w="100%">
      <Stack gap="md">
        <IconMailOpened size={32} stroke={1.3} aria-hidden />
        <Title order={1} size="h2">
          Join {invite.inviter?.name || invite.inviter?.email} on Sillage
        </Title>
        <Text c="dimmed">
          {invite.inviter?.email} invited <strong>{invite.email}</strong> to Sillage, the perfumer’s workbench:
          materials, formulas checked live against IFRA and the EU lists, and certificates.
        </Text>
        {accept.isError && <Alert color="red">{accept.error.message}</Alert>}
        {user ? (
          user.email.toLowerCase() === invite.email ? (
            <Button onClick={handleAccept} loading={accept.isPending}>
              Accept the invitation
            </Button>
          ) : (
            <Alert color="orange">
              You are signed in as {user.email}. Sign out, then open the link again to accept it as {invite.email}.
            </Alert>
          )
        ) : invite.hasAccount ? (
          <Button component={Link} to={signInLink}>
            Sign in as {invite.email} to accept
          </Button>
        ) : (
          <SignUpForm lockedEmail={invite.email} onSignedUp={handleAccept} />
        )}
      </Stack>
    </Card>
  );
}
