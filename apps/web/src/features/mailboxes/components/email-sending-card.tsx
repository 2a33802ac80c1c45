import { useId } from 'react';
import { toast } from '@/lib/toast';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { messageOf } from '@/lib/api-client';
import { useSetEmailEnabled } from '../api/set-email-enabled';
import { useEmailStatus } from '../api/get-email-status';

/** Settings > Notifications: the switch for e-mail to leads (the setup banner's "Enable Notifications"). */
export function EmailSendingCard() {
  const email = useEmailStatus();
  const save = useSetEmailEnabled();
  const id = useId();
  if (email.status === 'loading') return <Skeleton className="h-24 w-full" aria-label="Loading e-mail settings" />;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div>
          <CardTitle>
            <Label htmlFor={id}>E-mail to leads</Label>
          </CardTitle>
          <CardDescription>
            {email.hasConnectedAccounts
              ? 'E-mails go out from your connected mailbox.'
              : "No mailbox connected: Porchlight's mail sends for you, with replies going to your own address."}
          </CardDescription>
        </div>
        <Switch
          id={id}
          checked={email.enabled}
          disabled={save.isPending || email.status === 'disabled'}
          onCheckedChange={(v) =>
            save.mutate(v, {
              onSuccess: () => toast.success(v ? 'E-mail to leads turned on' : 'E-mail to leads turned off'),
              onError: (e) => toast.error(messageOf(e)),
            })
          }
        />
      </CardHeader>
    </Card>
  );
}
