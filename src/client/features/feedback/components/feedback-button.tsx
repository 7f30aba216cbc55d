import { Affix, Button, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useSettings } from '../../../lib/settings-context.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

/** Floating Feedback button, bottom-right; hidden by the hide-feedback-widget setting (presentation mode). */
export function FeedbackButton() {
  const { settings } = useSettings();
  const { pathname } = useLocation();
  const [opened, { open, close }] = useDisclosure(false);
  if (settings.hideFeedbackWidget) return null;
  return (
    <>
      <Affix position={{ bottom: 20, right: 20 }} zIndex={99}>
        <Tooltip label="Send feedback (Ctrl+K)" position="left">
          <Button
            onClick={open}
            radius="xl"
            leftSection={<IconMessageCircle size={18} stroke={1.5} />}
            style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          >
            Feedback
          </Button>
        </Tooltip>
      </Affix>
      <FeedbackDialog opened={opened} onClose={close} pathname={pathname} />
    </>
  );
}
