import { useState, type FormEvent } from 'react';
import { Check, Copy } from 'lucide-react';
import { toast } from '@/lib/toast';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, API_KEY_SCOPE_LABELS, CreateApiKeyRequestSchema, type ApiKeyScope } from '@porchlight/domain/public-api/api-keys';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { useCreateApiKey } from '../api/api-keys';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Name and scope, then the key, shown this once with a copy button. */
export function CreateApiKeyDialog({ open, onOpenChange }: Props) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [error, setError] = useState<string>();
  const [key, setKey] = useState<string>();
  const [isCopied, setCopied] = useState(false);
  const create = useCreateApiKey();

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setName('');
      setScope('read');
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
        toast.success('API key copied');
      },
      () => toast.error('Could not copy: select the key and copy it by hand'),
    );

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        {key ? (
          <>
            <DialogHeader>
              <DialogTitle>Copy your new API key</DialogTitle>
              <DialogDescription>This is the only time it is shown. Keep it somewhere safe, such as your integration's settings; if you lose it, revoke it and create another.</DialogDescription>
            </DialogHeader>
            <div className="flex items-center gap-2">
              <Input readOnly value={key} aria-label="Your new API key" className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" variant="outline" size="icon" onClick={handleCopy} aria-label="Copy API key">
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
              <DialogTitle>Create an API key</DialogTitle>
              <DialogDescription>Name it after the tool that will use it, so you know which key to revoke later.</DialogDescription>
            </DialogHeader>
            <FormField label="Name" error={error}>
              <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={API_KEY_NAME_MAX} placeholder="Zapier" autoFocus />
            </FormField>
            <FormField label="Access" hint="Read only keys can list and read; read and write keys can also create, change and delete.">
              <NativeSelect value={scope} onChange={(e) => setScope(e.target.value as ApiKeyScope)}>
                {API_KEY_SCOPES.map((s) => (
                  <option key={s} value={s}>
                    {API_KEY_SCOPE_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" isLoading={create.isPending}>
                Create key
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
