import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSessionStore } from '@/lib/session-store';
import { refreshSession } from '../api/get-session';
import { SOCIAL_PROVIDER_KEY } from '../api/sign-in-social';
import { trackSession } from '../api/track-session';
import { useNextPath } from '../hooks/use-next-path';
import { AuthLayout } from './auth-layout';

/** better-auth's error codes on the way back from a provider, in words an agent understands. */
const CALLBACK_ERRORS: Record<string, string> = {
  access_denied: 'You cancelled the sign-in, or the provider did not allow it.',
  account_not_linked: 'An account with this email already exists. Sign in with your email and password instead.',
  email_not_found: 'The provider did not share an email address, so we could not sign you in.',
  state_mismatch: 'The sign-in took too long or was started in another tab. Please try again.',
  please_restart_the_process: 'The sign-in took too long or was started in another tab. Please try again.',
};
const DEFAULT_CALLBACK_ERROR = "We couldn't sign you in with that provider. Please try again.";

function takeProvider(): string {
  try {
    const provider = sessionStorage.getItem(SOCIAL_PROVIDER_KEY) ?? 'unknown';
    sessionStorage.removeItem(SOCIAL_PROVIDER_KEY);
    return provider;
  } catch {
    return 'unknown';
  }
}

/** /auth/callback: the return target of social sign-in (spec 000 §2). */
export function AuthCallback() {
  const [params] = useSearchParams();
  const next = useNextPath();
  const navigate = useNavigate();
  const errorCode = params.get('error');
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (errorCode || started.current) return;
    started.current = true;
    void (async () => {
      await refreshSession();
      const { user, connectionError } = useSessionStore.getState();
      if (!user) {
        setFailure(connectionError ? "We couldn't reach Porchlight to finish signing you in." : DEFAULT_CALLBACK_ERROR);
        return;
      }
      void trackSession({ userId: user.id, signInMethod: `social:${takeProvider()}` });
      await navigate(next, { replace: true });
    })();
  }, [errorCode, navigate, next]);

  const message = errorCode ? (CALLBACK_ERRORS[errorCode] ?? DEFAULT_CALLBACK_ERROR) : failure;
  if (!message) {
    return (
      <AuthLayout title="Signing you in">
        <div className="flex justify-center py-4">
          <Spinner label="Finishing sign-in…" className="size-8" />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign-in didn't finish">
      <div className="grid justify-items-center gap-4 text-center">
        <TriangleAlert className="size-10 text-amber-500" aria-hidden="true" />
        <p role="alert" className="text-sm">
          {message}
        </p>
        <Button asChild className="w-full">
          <Link to="/signin">Back to sign in</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
