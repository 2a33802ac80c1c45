import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { toast } from '@/lib/toast';
import { API_KEY_SCOPE_LABELS, type ApiKeyResponse } from '@porchlight/domain/public-api/api-keys';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useRevokeApiKey } from '../api/api-keys';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const when = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : 'Never');

type Props = { keys: ApiKeyResponse[]; label?: string; empty?: { title: string; description: string } };

const NO_API_KEYS = {
  title: 'No API keys yet',
  description: 'Create a key to connect Zapier, Make or your own code to your leads and properties.',
};

/** The agent's keys by name and prefix (never the key), each revocable after a confirmation. */
export function ApiKeyList({ keys, label = 'API keys', empty = NO_API_KEYS }: Props) {
  const [revoking, setRevoking] = useState<ApiKeyResponse>();
  const revoke = useRevokeApiKey();

  if (keys.length === 0) {
    return <EmptyState icon={KeyRound} title={empty.title} description={empty.description} />;
  }

  const handleRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success(`${revoking.name} revoked`);
        setRevoking(undefined);
      },
      onError: (err) => toast.error(err.message),
    });
  };

  return (
    <>
      <ul className="divide-y divide-border rounded-lg border border-border" aria-label={label}>
        {keys.map((key) => (
          <li key={key.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
            <div className="grid min-w-0 flex-1 gap-0.5">
              <div className="flex items-center gap-2">
                <span className="truncate font-medium">{key.name}</span>
                <Badge variant={key.scope === 'read' ? 'secondary' : 'outline'}>{API_KEY_SCOPE_LABELS[key.scope]}</Badge>
              </div>
              <p className="text-xs text-muted-foreground">
                <code className="font-mono">{key.prefix}…</code> · Created {when(key.createdAt)} · Last used {when(key.lastUsedAt)}
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      <Dialog open={!!revoking} onOpenChange={(open) => !open && !revoke.isPending && setRevoking(undefined)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Revoke {revoking?.name}?</DialogTitle>
            <DialogDescription>
              {revoking?.scope === 'extension'
                ? 'The extension in that browser is signed out at once.'
                : 'Tools using this key stop working at once.'}{' '}
              This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRevoking(undefined)} disabled={revoke.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={handleRevoke} isLoading={revoke.isPending}>
              Revoke key
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
