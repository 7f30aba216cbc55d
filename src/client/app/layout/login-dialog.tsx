import { Modal } from '@mantine/core';
import { LoginPanel } from '../../features/accounts/components/login-panel.tsx';

/** The visitor's 'Log in' dialog; its own chunk, loaded when first opened. */
export function LoginDialog({
  opened,
  onClose,
  onSignedIn,
}: {
  opened: boolean;
  onClose: () => void;
  onSignedIn: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Authentication" centered size="md">
      <LoginPanel onSignedIn={onSignedIn} />
    </Modal>
  );
}
