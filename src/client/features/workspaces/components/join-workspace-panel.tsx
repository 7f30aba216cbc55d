import { Alert, Button, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../lib/use-auth.ts';
import { useAcceptInvitation, useInvitationCheck } from '../api/workspaces.ts';
import { hrefs, ROUTES } from '../../../config/paths.ts';

/** The page a workspace invitation opens: why it cannot be used, or join it signed in with the invited address. */
export function JoinWorkspacePanel({ token }: { token: string }) {
  const check = useInvitationCheck(token);
  const { user, isPending } = useAuth();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const here = `/join-workspace?token=${token}`;
  if (!token)
    return <Alert color="red">Open the link from your invitation e-mail as it is; it ends with ?token=…</Alert>;
  if (check.isPending || isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Checking the invitation" />
      </Center>
    );
  if (check.isError) return <Alert color="red">{check.error.message}</Alert>;
  const invitation = check.data;
  if (!invitation.valid)
    return (
      <Alert color="orange" title="This invitation cannot be used">
        {invitation.message}
      </Alert>
    );
  return (
    <Card withBorder padding="xl" maw={480} w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          Join {invitation.workspaceName}
        </Title>
        <Text c="dimmed">
          <strong>{invitation.email}</strong> is invited to the workspace {invitation.workspaceName} as{' '}
          {invitation.role}.
        </Text>
        {accept.isError && <Alert color="red">{accept.error.message}</Alert>}
        {user ? (
          user.email.toLowerCase() === invitation.email ? (
            <Button
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(token, { onSuccess: () => navigate(ROUTES.dashboard.path, { replace: true }) })
              }
            >
              Join the workspace
            </Button>
          ) : (
            <Alert color="orange">
              You are signed in as {user.email}. Sign out, then open the link again as {invitation.email}.
            </Alert>
          )
        ) : (
          <Button component={Link} to={hrefs.login(here)}>
            Sign in or create an account as {invitation.email}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
