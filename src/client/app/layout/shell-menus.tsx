import { deferredComponent, useLookAlikePress } from '../../lib/load-on-demand.tsx';
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
  const { pressed, pressProps } = useLookAlikePress(UserMenu);
  return (
    <UserMenu
      defaultOpened={pressed}
      fallback={<UserMenuTarget email={user?.email ?? ''} aria-haspopup="menu" {...pressProps} />}
    />
  );
}

/** The visitors' theme picker. */
export function ThemeMenuHost() {
  const { pressed, pressProps } = useLookAlikePress(ThemeMenu);
  return <ThemeMenu defaultOpened={pressed} fallback={<ThemeMenuTarget aria-haspopup="menu" {...pressProps} />} />;
}
