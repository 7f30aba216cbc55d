import { Button, Group, SegmentedControl } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation, useNavigate } from 'react-router';
import { lazyNamed, MountOnceOpened } from '../../lib/load-on-demand.tsx';
import { ColorModeToggle } from './color-mode-toggle.tsx';
import { rememberFrontPageSwitch } from './front-page-switch.ts';
import { ThemeMenuHost } from './shell-menus.tsx';

const LoginDialog = lazyNamed(() => import('./login-dialog.tsx'), 'LoginDialog');

/** On /legacy: switch back to the new front page (a full page load, it is a separate entry). */
function FrontPageToggle() {
  return (
    <SegmentedControl
      size="xs"
      aria-label="Front page design"
      value="legacy"
      data={[
        { label: 'New', value: 'new' },
        { label: 'Legacy', value: 'legacy' },
      ]}
      onChange={(value) => {
        if (value !== 'new') return;
        rememberFrontPageSwitch('new');
        window.location.assign('/');
      }}
    />
  );
}

/** Top bar for visitors: front-page toggle on /legacy, light/dark, theme menu, and 'Log in' (Authentication dialog). */
export function VisitorActions() {
  const [opened, { open, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Group gap="xs" wrap="nowrap">
      {pathname === '/legacy' && <FrontPageToggle />}
      <ColorModeToggle />
      <ThemeMenuHost />
      <Button size="sm" onClick={open} disabled={pathname === '/login'}>
        Log in
      </Button>
      <MountOnceOpened opened={opened}>
        <LoginDialog
          opened={opened}
          onClose={close}
          onSignedIn={() => {
            close();
            navigate('/dashboard');
          }}
        />
      </MountOnceOpened>
    </Group>
  );
}
