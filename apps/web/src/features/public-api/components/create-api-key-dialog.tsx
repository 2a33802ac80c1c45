import { useState, type FormEvent } from 'react';
import { Check, Copy } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPE_LABELS,
  CreateApiKeyRequestSchema,
  DEVICE_KEY_SCOPE,
  INTEGRATION_KEY_SCOPES,
  type ApiKeyScope,
} from '@porchlight/domain/public-api/api-keys';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { useCreateApiKey } from '../api/api-keys';

/** device: the browser extension's key (decision 063), named after the browser, with no choice of access. */
type Props = { open: boolean; onOpenChange: (open: boolean) => void; isDeviceKey?: boolean };

/** Name and scope, then the key, shown this once with a copy button. */
export function CreateApiKeyDialog({ open, onOpenChange, isDeviceKey = false }: Props) {
  const firstScope: ApiKeyScope = isDeviceKey ? DEVICE_KEY_SCOPE : 'read';
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>(firstScope);
  const [error, setError] = useState<string>();
  const [key, setKey] = useState<string>();
  const [isCopied, setCopied] = useState(false);
  const create = useCreateApiKey();

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setName('');
      setScope(firstScope);
      setError(undefined);
      setKey(undefined);
      setCopied(false);
    }
    onOpenChange(next);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateApiKeyRequestSchema.safeParse({ name, scope });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: (created) => setKey(created.key),
      onError: (err) => setError(err instanceof ApiError && err.status !== 402 ? err.message : undefined),
    });
  };

  const handleCopy = () =>
    void navigator.clipboard.writeText(key ?? '').then(
      () => {
        setCopied(true);
        toast.success(isDeviceKey ? 'Device key copied' : 'API key copied');
      },
      () => toast.error('Could not copy: select the key and copy it by hand'),
    );

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        {key ? (
          <>
            <DialogHeader>
              <DialogTitle>{isDeviceKey ? 'Copy your device key' : 'Copy your new API key'}</DialogTitle>
              <DialogDescription>
                {isDeviceKey ? (
                  <>
                    Open the Porchlight extension and enter this server's address,{' '}
                    <code className="font-mono">{window.location.origin}</code>, and this key. It is shown only now; if you lose it, revoke
                    it and create another.
                  </>
                ) : (
                  "This is the only time it is shown. Keep it somewhere safe, such as your integration's settings; if you lose it, revoke it and create another."
                )}
              </DialogDescription>
            </DialogHeader>
            <div className="flex items-center gap-2">
              <Input
                readOnly
                value={key}
                aria-label={isDeviceKey ? 'Your device key' : 'Your new API key'}
                className="font-mono text-xs"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                onClick={handleCopy}
                aria-label={isDeviceKey ? 'Copy device key' : 'Copy API key'}
              >
                {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              </Button>
            </div>
            <DialogFooter>
              <Button type="button" onClick={() => handleOpenChange(false)}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={handleSubmit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>{isDeviceKey ? 'Create a device key' : 'Create an API key'}</DialogTitle>
              <DialogDescription>
                {isDeviceKey
                  ? 'One key for each browser you use the extension in: name it after the browser, so you know which to revoke later. It can save listings and contacts, nothing else.'
                  : 'Name it after the tool that will use it, so you know which key to revoke later.'}
              </DialogDescription>
            </DialogHeader>
            <FormField label="Name" error={error}>
              <Input
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={API_KEY_NAME_MAX}
                placeholder={isDeviceKey ? 'Chrome on my laptop' : 'Zapier'}
                autoFocus
              />
            </FormField>
            {!isDeviceKey && (
              <FormField label="Access" hint="Read only keys can list and read; read and write keys can also create, change and delete.">
                <NativeSelect value={scope} onChange={(e) => setScope(e.target.value as ApiKeyScope)}>
                  {INTEGRATION_KEY_SCOPES.map((s) => (
                    <option key={s} value={s}>
                      {API_KEY_SCOPE_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" isLoading={create.isPending}>
                {isDeviceKey ? 'Create device key' : 'Create key'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
