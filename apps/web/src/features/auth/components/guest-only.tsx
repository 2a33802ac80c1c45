import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../hooks/use-auth';
import { useNextPath } from '../hooks/use-next-path';

/** Sign-in and sign-up are for visitors: someone already signed in goes on to `next`. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const next = useNextPath();
  return user ? <Navigate to={next} replace /> : children;
}
