import { ActionIcon, Affix, Button } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useSettings } from '../../../lib/settings-context.ts';
import { ShellTooltip } from '../../../components/shell-tooltip.tsx';
import { lazyNamed, MountOnceOpened } from '../../../lib/load-on-demand.tsx';

const FeedbackDialog = lazyNamed(() => import('./feedback-dialog.tsx'), 'FeedbackDialog');

/** Screens whose content reaches the bottom-right corner (the formula grid): the button shrinks to an icon there. */
const isDenseScreen = (pathname: string) =>
  pathname.startsWith('/formula') || pathname.startsWith('/professional-studio');

/**
 * Floating Feedback button, bottom-right; hidden by the hide-feedback-widget setting (presentation mode). On a phone
 * and over the formula grid it collapses to a small round icon, so it never covers what it sits on.
 */
export function FeedbackButton() {
  const { settings } = useSettings();
  const { pathname } = useLocation();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [opened, { open, close }] = useDisclosure(false);
  if (settings.hideFeedbackWidget) return null;
  const compact = isPhone || isDenseScreen(pathname);
  return (
    <>
      <Affix position={compact ? { bottom: 12, right: 12 } : { bottom: 20, right: 20 }} zIndex={99}>
        <ShellTooltip label="Send feedback (Ctrl+K)" position="left">
          {compact ? (
            <ActionIcon
              onClick={open}
              radius="xl"
              size="lg"
              aria-label="Feedback"
              style={{ boxShadow: 'var(--mantine-shadow-md)' }}
            >
              <IconMessageCircle size={18} stroke={1.5} />
            </ActionIcon>
          ) : (
            <Button
              onClick={open}
              radius="xl"
              leftSection={<IconMessageCircle size={18} stroke={1.5} />}
              style={{ boxShadow: 'var(--mantine-shadow-md)' }}
            >
              Feedback
            </Button>
          )}
        </ShellTooltip>
      </Affix>
      <MountOnceOpened opened={opened}>
        <FeedbackDialog opened={opened} onClose={close} pathname={pathname} />
      </MountOnceOpened>
    </>
  );
}
