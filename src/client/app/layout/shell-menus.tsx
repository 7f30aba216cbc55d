import { useState } from 'react';
import { deferredComponent } from '../../lib/load-on-demand.tsx';
import { useAuth } from '../../lib/use-auth.ts';
import { ThemeMenuTarget, UserMenuTarget } from './user-menu-target.tsx';

// The top bar's menus are their own chunks (Mantine's Menu and Popover, Floating UI: about 20 kB gzip), loaded when
// the browser is idle after the first paint, or at once when their button is pressed first; until then the shell
// draws the same button, so the first paint is identical (load-on-demand.tsx `deferredComponent`).
const UserMenu = deferredComponent<{ defaultOpened?: boolean }>(() =>
  import('./user-menu.tsx').then((module) => module.UserMenu),
);
const ThemeMenu = deferredComponent<{ defaultOpened?: boolean }>(() =>
  import('./theme-menu.tsx').then((module) => module.ThemeMenu),
);

/** The signed-in user's avatar button and menu. */
export function UserMenuHost() {
  const { user } = useAuth();
  const [pressed, setPressed] = useState(false);
  return (
    <UserMenu
      defaultOpened={pressed}
      fallback={
        <UserMenuTarget
          email={user?.email ?? ''}
          aria-haspopup="menu"
          onClick={() => {
            setPressed(true);
            void UserMenu.preload();
          }}
        />
      }
    />
  );
}

/** The visitors' theme picker. */
export function ThemeMenuHost() {
  const [pressed, setPressed] = useState(false);
  return (
    <ThemeMenu
      defaultOpened={pressed}
      fallback={
        <ThemeMenuTarget
          aria-haspopup="menu"
          onClick={() => {
            setPressed(true);
            void ThemeMenu.preload();
          }}
        />
      }
    />
  );
}
