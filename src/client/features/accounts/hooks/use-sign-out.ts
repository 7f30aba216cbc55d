import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { signOutEverywhere } from '../sign-out.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../config/paths.ts';
import { leaveApp } from '../../../lib/leave-app.ts';

export const SIGN_OUT_LOCK_MS = 1000;

/**
 * Sign out: the button stays disabled while working and for 1 s after (spec section 4); a session made through single
 * sign-on goes on to the provider's logout page.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [working, setWorking] = useState(false);
  const lock = useRef(false);
  const signOut = async () => {
    if (lock.current) return;
    lock.current = true;
    setWorking(true);
    try {
      const providerLogoutUrl = await signOutEverywhere(queryClient);
      // Signed in through the workspace's provider: its logout page ends that session too, then comes back to /login.
      if (providerLogoutUrl) leaveApp(providerLogoutUrl);
      else navigate(ROUTES.login.path, { replace: true });
    } finally {
      setTimeout(() => {
        lock.current = false;
        setWorking(false);
      }, SIGN_OUT_LOCK_MS);
    }
  };
  return { signOut, working };
}
