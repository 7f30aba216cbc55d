import { ActionIcon, Affix, Button } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSettings } from '../../../lib/settings-context.ts';
import { ShellTooltip } from '../../../components/shell-tooltip.tsx';
import { lazyNamed, MountOnceOpened } from '../../../lib/load-on-demand.tsx';

const FeedbackDialog = lazyNamed(() => import('./feedback-dialog.tsx'), 'FeedbackDialog');

/** Screens whose content reaches the bottom-right corner (the formula grid): the button shrinks to an icon there. */
const isDenseScreen = (pathname: string) =>
  pathname.startsWith('/formula') || pathname.startsWith('/professional-studio');

/**
 * The strip the button needs at the bottom of the page: its offset from the edge, its height (Mantine's Button sm is
 * 36 px, ActionIcon lg 34 px) and a gap above it. The page's main area ends that much higher (app.css,
 * --sl-feedback-clearance), so the end of every screen can scroll clear of the button.
 */
const CLEARANCE_PX = { full: 20 + 36 + 16, compact: 12 + 34 + 12 };

/**
 * Floating Feedback button, bottom-right; hidden by the hide-feedback-widget setting (presentation mode). On a phone
 * and over the formula grid it collapses to a small round icon. While it shows, the main area keeps a strip of its
 * height free at the bottom, so no content has to stay under it.
 */
export function FeedbackButton() {
  const { settings } = useSettings();
  const { pathname } = useLocation();
  // Read at the first render: answering false first and the real value from an effect would set the clearance
  // twice on a phone, each time restyling the whole page.
  const isPhone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const [opened, { open, close }] = useDisclosure(false);
  const hidden = settings.hideFeedbackWidget;
  const compact = isPhone || isDenseScreen(pathname);
  useEffect(() => {
    if (hidden) return;
    const root = document.documentElement;
    root.style.setProperty('--sl-feedback-clearance', `${compact ? CLEARANCE_PX.compact : CLEARANCE_PX.full}px`);
    return () => {
      root.style.removeProperty('--sl-feedback-clearance');
    };
  }, [hidden, compact]);
  if (hidden) return null;
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
