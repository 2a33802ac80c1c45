import { RequireAuth } from '@/features/auth/components/require-auth';
import { AppShell } from './app-shell';

/** The protected layout route: only signed-in users get past RequireAuth into the shell. */
export function Component() {
  return (
    <RequireAuth>
      <AppShell />
    </RequireAuth>
  );
}
