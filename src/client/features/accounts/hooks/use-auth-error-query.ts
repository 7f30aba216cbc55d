import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';

/** Any address with error=unauthorized or error=invalid_grant: toast and sign out (spec section 4). */
export function useAuthErrorQuery(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const error = query.get('error');
    if (error !== 'unauthorized' && error !== 'invalid_grant') return;
    query.delete('error');
    const search = query.toString();
    // Rare: the toast's store and the sign-out (better-auth's client) load only when it happens.
    void Promise.all([import('@mantine/notifications'), import('../sign-out.ts')]).then(
      async ([{ notifications }, { signOutEverywhere }]) => {
        notifications.show({
          color: 'red',
          title: 'Signed out',
          message: 'Authentication failed. Please sign in again.',
        });
        await signOutEverywhere(queryClient);
        navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
      },
    );
  }, [location.pathname, location.search, navigate, queryClient]);
}
