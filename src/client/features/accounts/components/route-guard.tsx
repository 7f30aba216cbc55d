import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RouteGuard as Guard } from '../../../config/paths.ts';
import { useDelayedFlag } from '../../../lib/use-delayed-flag.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { ROUTES } from '../../../config/paths.ts';

export const AUTH_SPINNER_DELAY_MS = 1500;
/** How long the guard's message stays before the redirect, so it can be read. */
export const GUARD_REDIRECT_DELAY_MS = 900;
export const ADMIN_ROLES = ['admin'] as const;

export function roleRequiredMessage(roles: readonly string[]): string {
  return `You need ${roles.join(' or ')} role to access this page`;
}

/**
 * The password-reset e-mail link lands on /account?section=security&token=… for a visitor who is not signed in;
 * the account screen then shows only the 'Choose a new password' form.
 */
export function isPasswordResetLanding(pathname: string, search: string): boolean {
  const query = new URLSearchParams(search);
  return pathname === ROUTES.account.path && query.get('section') === 'security' && Boolean(query.get('token'));
}

export type RedirectState = { from?: { pathname: string; search?: string; hash?: string } };

function GuardMessage({ message, to, state }: { message: string; to: string; state?: RedirectState }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true, state }), GUARD_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redirect once per target
  }, [navigate, to]);
  return (
    <Center py={80}>
      <Text role="status" size="lg">
        {message}
      </Text>
    </Center>
  );
}

/** Route guard (spec section 6): sign-in required, then role required for admin routes. */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const { isPending, signedIn, isAdmin } = useAuth();
  const location = useLocation();
  const needsUser = guard === 'user' || guard === 'admin';
  const showSpinner = useDelayedFlag(needsUser && isPending, AUTH_SPINNER_DELAY_MS);

  if (!needsUser || isPasswordResetLanding(location.pathname, location.search)) return children;
  if (isPending) {
    return (
      <Center py={80}>
        <Stack align="center" gap="sm">
          {showSpinner && <Loader size="sm" />}
          <Text role="status" c="dimmed">
            Verifying authentication...
          </Text>
        </Stack>
      </Center>
    );
  }
  if (!signedIn) {
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    return <GuardMessage message="Please sign in to access this page" to={ROUTES.login.path} state={{ from }} />;
  }
  if (guard === 'admin' && !isAdmin) {
    return <GuardMessage message={roleRequiredMessage(ADMIN_ROLES)} to={ROUTES.dashboard.path} />;
  }
  return children;
}
