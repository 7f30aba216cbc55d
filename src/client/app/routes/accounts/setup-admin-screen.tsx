import { Alert, Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../../config/paths.ts';
import { FirstAdminForm } from '../../../features/accounts/components/first-admin-form.tsx';
import { useAuth } from '../../../lib/use-auth.ts';

/** /setup-admin?token=…: the one-time link a fresh instance prints in its log to create its first administrator. */
export function SetupAdminScreen() {
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const [createdEmail, setCreatedEmail] = useState<string | null>(null);
  const { user } = useAuth();
  const isSignedInAsCreated = createdEmail !== null && user?.email === createdEmail;
  return (
    <Center py={{ base: 'md', sm: 60 }}>
      <Stack w="100%" maw={440} gap="lg">
        <Stack gap={4} align="center">
          <Title order={1} ta="center">
            Create the administrator
          </Title>
          <Text c="dimmed" ta="center">
            The first account of this instance, with every administration tool.
          </Text>
        </Stack>
        <Card p="xl">
          {createdEmail ? (
            <Stack>
              <Alert color="teal" title="Administrator created">
                {createdEmail} is the administrator
                {isSignedInAsCreated ? ', and you are signed in' : ''}. The setup link no longer works.
              </Alert>
              {isSignedInAsCreated ? (
                <Button component={Link} to={ROUTES.referenceDataSetup.path}>
                  Set up the reference data
                </Button>
              ) : (
                <Button component={Link} to={ROUTES.login.path}>
                  Sign in
                </Button>
              )}
            </Stack>
          ) : token ? (
            <FirstAdminForm token={token} onCreated={setCreatedEmail} />
          ) : (
            <Alert color="gray">This page needs the one-time link printed in the server's log.</Alert>
          )}
        </Card>
      </Stack>
    </Center>
  );
}
