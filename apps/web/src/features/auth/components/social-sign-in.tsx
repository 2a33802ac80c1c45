import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAppConfig } from '@/lib/app-config';
import { startSocialSignIn } from '../api/sign-in-social';
import { FormAlert } from './auth-layout';

/**
 * One button per social provider the server has configured (GET /api/config); nothing at all
 * when none is, or while the configuration is unknown.
 */
export function SocialSignIn({ next, verb }: { next: string; verb: 'Sign in' | 'Sign up' }) {
  const { data } = useAppConfig();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = data?.socialProviders ?? [];
  if (providers.length === 0) return null;

  const handleClick = async (id: string) => {
    setError(null);
    setPending(id);
    const result = await startSocialSignIn(id, next);
    // On success the browser is already leaving for the provider: keep the button busy.
    if (!result.ok) {
      setPending(null);
      setError(result.message);
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="outline"
          className="w-full"
          isLoading={pending === provider.id}
          disabled={pending !== null}
          onClick={() => void handleClick(provider.id)}
        >
          {verb} with {provider.name}
        </Button>
      ))}
    </div>
  );
}
