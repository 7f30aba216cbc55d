import { AppShell, Box, Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { getLayoutRules, matchRoute } from '../../config/paths.ts';
import { useAuthErrorQuery } from '../../features/accounts/hooks/use-auth-error-query.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useSessionRefresh } from '../../features/accounts/hooks/use-session-refresh.ts';
import { useOpenAssistantListener } from '../../lib/assistant-events.ts';
import { noteFirstCommit } from '../../lib/after-first-paint.ts';
import { revealPrerenderedShellWhenServed } from '../../lib/reveal-prerendered-shell.ts';
import { deferredComponent, lazyNamed, MountOnceOpened } from '../../lib/load-on-demand.tsx';
import { AppFooter } from './app-footer.tsx';
import { usePaletteRequested } from './palette-store.ts';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { useScrollRestoration } from './use-scroll-restoration.ts';
import { useSidebarState } from './use-sidebar-state.ts';
import { usePageViewTracking } from './use-page-view-tracking.ts';
import { useWhiteLabel, useWhiteLabelAccent } from './use-white-label.ts';

// Loaded on first use, not with the shell (app entry budget, DESIGN.md).
const CommandPalette = lazyNamed(() => import('./command-palette.tsx'), 'CommandPalette');
const AssistantPanel = lazyNamed(() => import('../../features/ai/components/assistant-panel.tsx'), 'AssistantPanel');
// The feedback button and the realtime events: mounted when the browser is idle after the first paint.
const ShellExtras = deferredComponent<{ userId: string }>(() =>
  import('./shell-extras.tsx').then((module) => module.ShellExtras),
);

function ShellExtrasHost({ userId }: { userId: string }) {
  return <ShellExtras userId={userId} fallback={null} />;
}

/** The palette, once asked for (Ctrl/Cmd+K: palette-store.ts, or the top bar); its code loads on the first request. */
function CommandPaletteHost() {
  return (
    <MountOnceOpened opened={usePaletteRequested()}>
      <CommandPalette />
    </MountOnceOpened>
  );
}

/** The assistant panel's code loads the first time something asks for it (top bar, palette). */
function AssistantHost() {
  const [requested, setRequested] = useState(false);
  useOpenAssistantListener(useCallback(() => setRequested(true), []));
  return (
    <MountOnceOpened opened={requested}>
      <AssistantPanel initiallyOpened />
    </MountOnceOpened>
  );
}

const HEADER_HEIGHT = 60;
const SIDEBAR_WIDTH = 248;
const SIDEBAR_RAIL_WIDTH = 68;

/**
 * What the shell does beside drawing: the page's title and the brand's accent, the session's refresh, the sign-in
 * error in the address, page views. A component that draws nothing: the answers these hooks wait for (the brand, the
 * session) re-render it alone, not the whole shell and screen (issue 34: each was a synchronous render of them all).
 */
function ShellEffects({ pathname }: { pathname: string }) {
  const brand = useWhiteLabel();
  useWhiteLabelAccent(brand.accentColor);
  useEffect(() => {
    const route = matchRoute(pathname);
    document.title = route ? `${route.title} · ${brand.name}` : brand.name;
  }, [pathname, brand.name]);
  useSessionRefresh();
  useAuthErrorQuery();
  usePageViewTracking(pathname);
  return null;
}

/** The shell (spec section 2 Layout): fixed top bar, collapsible sidebar, footer; rules per route. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { signedIn, isAdmin, user } = useAuth();
  const rules = getLayoutRules(pathname, signedIn);
  // Read at the first render (no server rendering here): Mantine's default answers false first and the real value
  // from an effect, a second render of the whole shell right after the first.
  const isMobile = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const sidebar = useSidebarState({
    forceCollapsed: rules.forceCollapsedSidebar,
    collapseBelowPx: rules.collapseBelowPx,
  });
  useScrollRestoration();
  useLayoutEffect(() => {
    noteFirstCommit();
    // A prerendered signed-in page (ADR 046) is swapped for the app: it draws the same shell and block by now.
    revealPrerenderedShellWhenServed();
  }, []);

  if (rules.layout === 'bare') {
    return (
      <>
        <ShellEffects pathname={pathname} />
        <Outlet />
        <CommandPaletteHost />
      </>
    );
  }

  const mini = !sidebar.desktopOpened && !isMobile;
  const padded = rules.layout !== 'full-bleed';
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={
        rules.showSidebar
          ? {
              width: mini ? SIDEBAR_RAIL_WIDTH : SIDEBAR_WIDTH,
              breakpoint: 'sm',
              collapsed: { mobile: !sidebar.mobileOpened },
            }
          : undefined
      }
      padding={0}
      transitionDuration={200}
    >
      <ShellEffects pathname={pathname} />
      <AppShell.Header style={{ backdropFilter: 'blur(8px)' }}>
        <TopBar
          showBurger={rules.showSidebar}
          mobileOpened={sidebar.mobileOpened}
          desktopOpened={sidebar.desktopOpened}
          onToggleMobile={sidebar.toggleMobile}
          onToggleDesktop={sidebar.toggleDesktop}
        />
      </AppShell.Header>
      {rules.showSidebar && (
        <AppShell.Navbar aria-label="Sidebar">
          {/* On a phone the sidebar stays off screen until the burger opens it: its links (350 elements, half the
              page) are drawn then, not with every page's first render (issue 34, Lighthouse's phone). */}
          <MountOnceOpened opened={!isMobile || sidebar.mobileOpened}>
            <Sidebar mini={mini} isAdmin={isAdmin} onNavigate={sidebar.closeMobile} />
          </MountOnceOpened>
        </AppShell.Navbar>
      )}
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        {/* On app screens the footer starts below the fold: their content arrives after the first paint and would
            otherwise push a visible footer down (a layout shift). */}
        <Box
          style={{
            flex: 1,
            minHeight: rules.layout === 'app' ? `calc(100dvh - ${HEADER_HEIGHT}px)` : undefined,
          }}
          id="main-content"
        >
          {padded ? (
            <Container size={rules.layout === 'marketing' ? 'md' : 'xl'} py="xl" px={{ base: 'md', sm: 'xl' }}>
              <Outlet />
            </Container>
          ) : (
            <Outlet />
          )}
        </Box>
        {rules.showFooter && <AppFooter />}
      </AppShell.Main>
      {signedIn && user && <ShellExtrasHost userId={user.id} />}
      {signedIn && <AssistantHost />}
      <CommandPaletteHost />
    </AppShell>
  );
}
