import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signOutEverywhere } from '../sign-out.ts';
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
    notifications.show({ color: 'red', title: 'Signed out', message: 'Authentication failed. Please sign in again.' });
    query.delete('error');
    const search = query.toString();
    void signOutEverywhere(queryClient).then(() =>
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true }),
    );
  }, [location.pathname, location.search, navigate, queryClient]);
}
