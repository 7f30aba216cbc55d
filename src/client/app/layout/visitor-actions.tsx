import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyNamed, MountOnceOpened } from '../../lib/load-on-demand.tsx';
import { ColorModeToggle } from './color-mode-toggle.tsx';
import { ThemeMenuHost } from './shell-menus.tsx';
import { ROUTES } from '../../config/paths.ts';

const LoginDialog = lazyNamed(() => import('./login-dialog.tsx'), 'LoginDialog');
// Only on /legacy: a SegmentedControl (and its floating indicator) the app entry does not need elsewhere.
const FrontPageToggle = lazyNamed(() => import('./front-page-toggle.tsx'), 'FrontPageToggle');

/** Top bar for visitors: front-page toggle on /legacy, light/dark, theme menu, and 'Log in' (Authentication dialog). */
export function VisitorActions() {
  const [opened, { open, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Group gap="xs" wrap="nowrap">
      {pathname === ROUTES.legacy.path && (
        <Suspense fallback={null}>
          <FrontPageToggle />
        </Suspense>
      )}
      <ColorModeToggle />
      <ThemeMenuHost />
      <Button size="sm" onClick={open} disabled={pathname === ROUTES.login.path}>
        Log in
      </Button>
      <MountOnceOpened opened={opened}>
        <LoginDialog
          opened={opened}
          onClose={close}
          onSignedIn={() => {
            close();
            navigate(ROUTES.dashboard.path);
          }}
        />
      </MountOnceOpened>
    </Group>
  );
}
