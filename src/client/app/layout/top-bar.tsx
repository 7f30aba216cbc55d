import { ActionIcon, Burger, Button, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconSparkles } from '@tabler/icons-react';
import { Suspense } from 'react';
import { loadAfterScreen } from '../../lib/after-first-paint.ts';
import { lazyNamed } from '../../lib/load-on-demand.tsx';
import { ShellTooltip } from '../../components/shell-tooltip.tsx';
import { openAssistant } from '../../lib/assistant-events.ts';
import { Link } from 'react-router';
import { useMe } from '../../features/accounts/api/get-me.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { CartButtonHost } from './cart-button-host.tsx';
import { ColorModeToggle } from './color-mode-toggle.tsx';
import { palette } from './palette-store.ts';
import { UserMenuHost } from './shell-menus.tsx';
import { useWhiteLabel } from './use-white-label.ts';
import { VisitorActions } from './visitor-actions.tsx';
import { describeShortcut } from '../../lib/describe-shortcut.ts';
import { ROUTES } from '../../config/paths.ts';

// Beta testers only, once /api/me has said so: its own chunk.
const BetaBadge = lazyNamed(() => import('./beta-badge.tsx'), 'BetaBadge');
// The workspace menu: its own chunk (ADR 027's entry budget), drawn once the list arrives; fetched after the first
// paint once the screen's own chunk has loaded (it brings Menu, Popover and Floating UI: about 35 kB).
const WorkspaceSwitcher = lazyNamed(
  loadAfterScreen(() => import('../../features/workspaces/components/workspace-switcher.tsx')),
  'WorkspaceSwitcher',
);
// The clock and headlines fill the middle of the bar, so nothing beside them moves when their chunk arrives; it is
// fetched after the first paint and the screen's own chunk, which do not wait for it.
const HeaderTicker = lazyNamed(
  loadAfterScreen(() => import('../../features/intelligence/components/header-ticker.tsx')),
  'HeaderTicker',
);

type TopBarProps = {
  showBurger: boolean;
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
};

/** The white-label brand's name and logo (enterprise), or Sillage's. */
function Logo({ to }: { to: string }) {
  const brand = useWhiteLabel();
  return (
    <UnstyledButton component={Link} to={to} aria-label={`${brand.name} home`}>
      <Group gap={8} wrap="nowrap">
        {brand.logoDataUrl && (
          <img src={brand.logoDataUrl} alt="" style={{ height: 28, width: 'auto', display: 'block' }} />
        )}
        <Text className="sl-display" fz={24} lh={1} c="var(--sl-text)">
          {brand.name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

/** The Beta badge, once /api/me says the user tests betas: its answer re-renders this alone, not the bar. */
function BetaBadgeHost() {
  const me = useMe();
  if (!me.data?.isBetaTester) return null;
  return (
    <Suspense fallback={null}>
      <BetaBadge />
    </Suspense>
  );
}

export function TopBar({ showBurger, mobileOpened, desktopOpened, onToggleMobile, onToggleDesktop }: TopBarProps) {
  const { signedIn } = useAuth();
  // Where Mantine's `md` and `sm` show the ticker and the workspace menu: below, they are not drawn at all, so a phone
  // neither fetches their code and headlines nor renders them hidden.
  const showsTicker = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const showsWorkspaces = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {showBurger && (
          <>
            <Burger
              opened={mobileOpened}
              onClick={onToggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label="Open navigation"
            />
            <Burger
              opened={desktopOpened}
              onClick={onToggleDesktop}
              visibleFrom="sm"
              size="sm"
              aria-label={desktopOpened ? 'Collapse sidebar' : 'Expand sidebar'}
            />
          </>
        )}
        <Logo to={signedIn ? ROUTES.dashboard.path : '/'} />
        <BetaBadgeHost />
      </Group>
      <Group visibleFrom="md" style={{ flex: 1, justifyContent: 'center', minWidth: 0 }}>
        {showsTicker && (
          <Suspense fallback={null}>
            <HeaderTicker signedIn={signedIn} />
          </Suspense>
        )}
      </Group>
      {signedIn ? (
        <Group gap="xs" wrap="nowrap">
          {/* From tablet width: on a phone it pushed the cart, theme and user menu off the bar (/workspace switches). */}
          <Group visibleFrom="sm" gap={0}>
            {showsWorkspaces && (
              <Suspense fallback={null}>
                <WorkspaceSwitcher />
              </Suspense>
            )}
          </Group>
          <Button
            variant="default"
            size="sm"
            radius="xl"
            leftSection={<IconSearch size={16} stroke={1.5} />}
            rightSection={<Kbd size="xs">{describeShortcut('K')}</Kbd>}
            onClick={() => palette.open()}
            visibleFrom="sm"
            c="dimmed"
            fw={400}
          >
            Search
          </Button>
          <Button
            variant="subtle"
            color="gray"
            size="sm"
            px={8}
            onClick={() => palette.open()}
            hiddenFrom="sm"
            aria-label="Search"
          >
            <IconSearch size={19} stroke={1.5} />
          </Button>
          <ShellTooltip label="Assistant">
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Open the assistant" onClick={openAssistant}>
              <IconSparkles size={19} stroke={1.5} />
            </ActionIcon>
          </ShellTooltip>
          <CartButtonHost />
          <ColorModeToggle />
          <UserMenuHost />
        </Group>
      ) : (
        <VisitorActions />
      )}
    </Group>
  );
}
