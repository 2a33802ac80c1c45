import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { ApiKeyResponse } from '@porchlight/domain/public-api/api-keys';
import { ExtensionInstallLink } from '@/components/extension-install-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyDialog } from './create-api-key-dialog';

const NO_DEVICE_KEYS = {
  title: 'No device keys yet',
  description: 'Create one for each browser you install the extension in; revoke it here when you stop using that browser.',
};

/**
 * Settings > API's Browser extension card, on every plan: the device keys the extension signs in
 * with (decision 063), listed beside the API keys and revoked the same way.
 */
export function ExtensionKeysCard({ keys }: { keys: ApiKeyResponse[] }) {
  const [isCreating, setCreating] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Browser extension</CardTitle>
          <CardDescription>
            Save a listing or a contact from the page you are on in one click. <ExtensionInstallLink /> Then create a device key and enter
            it in the extension with this server's address, <code className="font-mono">{window.location.origin}</code>.
          </CardDescription>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create device key
        </Button>
      </CardHeader>
      <CardContent>
        <ApiKeyList keys={keys} label="Device keys" empty={NO_DEVICE_KEYS} />
      </CardContent>
      <CreateApiKeyDialog open={isCreating} onOpenChange={setCreating} isDeviceKey />
    </Card>
  );
}
