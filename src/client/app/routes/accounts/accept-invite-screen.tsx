import { Center } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AcceptInvitePanel } from '../../../features/accounts/components/accept-invite-panel.tsx';

/** /accept-invite?token=…: the link of an invitation e-mail. */
export function AcceptInviteScreen() {
  const [params] = useSearchParams();
  return (
    <Center py={{ base: 'md', sm: 48 }}>
      <AcceptInvitePanel token={params.get('token') ?? ''} />
    </Center>
  );
}
