import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { signOutEverywhere } from '../sign-out.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../config/paths.ts';

export const SIGN_OUT_LOCK_MS = 1000;

/** Sign out: the button stays disabled while working and for 1 s after (spec section 4). */
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
      await signOutEverywhere(queryClient);
      navigate(ROUTES.login.path, { replace: true });
    } finally {
      setTimeout(() => {
        lock.current = false;
        setWorking(false);
      }, SIGN_OUT_LOCK_MS);
    }
  };
  return { signOut, working };
}
