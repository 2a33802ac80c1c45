import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOutEverywhere } from '../api/sign-out';

/** Logout with every step of spec 000 §4; `signOutNow` is the immediate variant (no dialog). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOutNow = useCallback(async () => {
    setIsSigningOut(true);
    const result = await signOutEverywhere({ clearQueryCache: () => queryClient.clear(), navigate });
    setIsSigningOut(false);
    return result;
  }, [navigate, queryClient]);

  return { signOutNow, isSigningOut };
}
