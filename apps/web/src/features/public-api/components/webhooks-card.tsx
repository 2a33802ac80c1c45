import { useState } from 'react';
import { Webhook } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { WebhookResponse } from '@porchlight/domain/public-api/webhooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteWebhook, useResendDelivery, useWebhookDeliveries, useWebhooks } from '../api/webhooks';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_LABELS: Record<WebhookResponse['status'], string> = { active: 'Active', failing: 'Failing', disabled: 'Turned off' };

function DeliveryLog({ webhookId }: { webhookId: string }) {
  const deliveries = useWebhookDeliveries(webhookId);
  const resend = useResendDelivery(webhookId);
  if (deliveries.isPending) return <Skeleton className="h-16 w-full" />;
  if (deliveries.isError)
    return (
      <ErrorState
        title="Could not load the deliveries"
        message={deliveries.error.message}
        onRetry={() => void deliveries.refetch()}
        isRetrying={deliveries.isFetching}
      />
    );
  if (deliveries.data.length === 0)
    return <p className="text-sm text-muted-foreground">No deliveries yet: events appear here as they are sent.</p>;
  return (
    <ul className="divide-y divide-border rounded-md border border-border text-sm" aria-label="Deliveries">
      {deliveries.data.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-2">
          <code className="font-mono text-xs">{d.eventType}</code>
          <Badge variant={d.status === 'failed' ? 'destructive' : d.status === 'delivered' ? 'secondary' : 'outline'}>{d.status}</Badge>
          <span className="text-xs text-muted-foreground">
            {d.responseStatus ? `HTTP ${d.responseStatus}` : (d.lastError ?? 'Not sent yet')} · {d.attempts}{' '}
            {d.attempts === 1 ? 'attempt' : 'attempts'} · {timeFormat.format(new Date(d.createdAt))}
          </span>
          <Button
            className="ml-auto"
            variant="ghost"
            size="sm"
            isLoading={resend.isPending && resend.variables === d.id}
            onClick={() => resend.mutate(d.id, { onSuccess: () => toast.success('Sending again'), onError: (e) => toast.error(e.message) })}
          >
            Resend
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Webhooks integrations registered through the API, with their delivery log. */
export function WebhooksCard() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [openId, setOpenId] = useState<string>();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Webhooks</CardTitle>
        <CardDescription>
          Your tools register these with <code className="font-mono">POST /api/v1/webhooks</code> (Zapier and Make do it for you). Each
          delivery is signed; a webhook failing for 3 days is turned off and you are told.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {webhooks.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : webhooks.isError ? (
          <ErrorState
            title="Could not load your webhooks"
            message={webhooks.error.message}
            onRetry={() => void webhooks.refetch()}
            isRetrying={webhooks.isFetching}
          />
        ) : webhooks.data.length === 0 ? (
          <EmptyState
            icon={Webhook}
            title="No webhooks yet"
            description="When a tool subscribes to your events (a new lead, a price change), it appears here with every delivery."
          />
        ) : (
          <ul className="grid gap-3" aria-label="Webhooks">
            {webhooks.data.map((w) => (
              <li key={w.id} className="grid gap-2 rounded-lg border border-border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 truncate font-mono text-sm">{w.url}</span>
                  <Badge variant={w.status === 'active' ? 'secondary' : w.status === 'failing' ? 'outline' : 'destructive'}>
                    {STATUS_LABELS[w.status]}
                  </Badge>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-expanded={openId === w.id}
                    onClick={() => setOpenId(openId === w.id ? undefined : w.id)}
                  >
                    {openId === w.id ? 'Hide deliveries' : 'Deliveries'}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete webhook ${w.url}`}
                    isLoading={remove.isPending && remove.variables === w.id}
                    onClick={() => remove.mutate(w.id, { onError: (e) => toast.error(e.message) })}
                  >
                    Delete
                  </Button>
                </div>
                <p className="text-xs text-muted-foreground">{w.events.join(', ')}</p>
                {openId === w.id && <DeliveryLog webhookId={w.id} />}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
