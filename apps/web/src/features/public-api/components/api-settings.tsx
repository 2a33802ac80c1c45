import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Lock, Plus } from 'lucide-react';
import { planUnlocking } from '@porchlight/domain/billing/plans';
import { isDeviceKey } from '@porchlight/domain/public-api/api-keys';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useApiKeys } from '../api/api-keys';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { ExtensionKeysCard } from './extension-keys-card';
import { WebhooksCard } from './webhooks-card';

// The reference is read only by developers: its code loads when they open it.
const ApiReference = lazy(() => import('./api-reference').then((m) => ({ default: m.ApiReference })));

const numberFormat = new Intl.NumberFormat('en-US');
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Settings > API: keys, this month's calls, and the reference. */
export function ApiSettings() {
  const keys = useApiKeys();
  const [isCreating, setCreating] = useState(false);
  const [isReferenceOpen, setReferenceOpen] = useState(false);

  if (keys.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading API keys">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (keys.isError)
    return (
      <ErrorState
        title="Could not load your API keys"
        message={keys.error.message}
        onRetry={() => void keys.refetch()}
        isRetrying={keys.isFetching}
      />
    );

  const { apiAccess, usage } = keys.data;
  // The extension's device keys work on every plan; the integrations' keys need API access.
  const deviceKeys = keys.data.keys.filter(isDeviceKey);
  const integrationKeys = keys.data.keys.filter((key) => !isDeviceKey(key));
  if (!apiAccess) {
    const plan = planUnlocking('apiAccess');
    return (
      <div className="grid gap-4">
        <ExtensionKeysCard keys={deviceKeys} />
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
              API access
            </CardTitle>
            <CardDescription>
              Connect Zapier, Make or your own code to your leads and properties. API access is available on {plan?.name ?? 'paid plans'}{' '}
              and above.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/settings?tab=plan">See plans</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <ExtensionKeysCard keys={deviceKeys} />
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle>API keys</CardTitle>
            <CardDescription>
              Send a key as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code> to{' '}
              <code className="font-mono">{window.location.origin}/api/v1</code>.
            </CardDescription>
          </div>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Create key
          </Button>
        </CardHeader>
        <CardContent className="grid gap-3">
          <ApiKeyList keys={integrationKeys} />
          <p className="text-sm text-muted-foreground">
            {numberFormat.format(usage.calls)} of {usage.allowed === -1 ? 'unlimited' : numberFormat.format(usage.allowed)} API calls used
            this month · starts afresh on {dayFormat.format(new Date(usage.resetsAt))}
          </p>
        </CardContent>
      </Card>
      <WebhooksCard />
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle>Reference</CardTitle>
            <CardDescription>
              Every route with a curl example. Tools can read the OpenAPI document at{' '}
              <a className="font-mono underline" href="/api/v1/openapi.json" target="_blank" rel="noreferrer">
                /api/v1/openapi.json
              </a>
              .
            </CardDescription>
          </div>
          <Button variant="outline" onClick={() => setReferenceOpen((open) => !open)} aria-expanded={isReferenceOpen}>
            {isReferenceOpen ? 'Hide reference' : 'Show reference'}
          </Button>
        </CardHeader>
        {isReferenceOpen && (
          <CardContent>
            <Suspense fallback={<Skeleton className="h-32 w-full" />}>
              <ApiReference />
            </Suspense>
          </CardContent>
        )}
      </Card>
      <CreateApiKeyDialog open={isCreating} onOpenChange={setCreating} />
    </div>
  );
}
