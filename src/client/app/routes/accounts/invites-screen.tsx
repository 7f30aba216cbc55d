import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { InviteForm } from '../../../features/accounts/components/invite-form.tsx';
import { InvitesTable } from '../../../features/accounts/components/invites-table.tsx';

/** /invites: invite colleagues by e-mail, see pending invitations, resend or revoke them. */
export function InvitesScreen() {
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>Invite colleagues</Title>
        <Text c="dimmed">
          Each invitation is a single-use link valid for 7 days. Your plan limits how many may be pending at once.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <InviteForm />
        <Stack gap="xs">
          <Title order={2} size="h4">
            Your invitations
          </Title>
          <InvitesTable />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
