import { useState } from 'react';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyWithPrefetch } from '@/components/ui/lazy-with-prefetch';
import type { BulkAudience } from './bulk-message-dialog';

// The dialog (its composer, templates and preview) is not in the list's first scripts.
const BulkMessageDialog = lazyWithPrefetch(() => import('./bulk-message-dialog').then((m) => m.BulkMessageDialog));

/** The button that opens the bulk message dialog for an audience. */
export function BulkMessageButton({ target, label = 'Message' }: { target: BulkAudience; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Send aria-hidden="true" />
        {label}
      </Button>
      {open && <BulkMessageDialog target={target} open={open} onOpenChange={setOpen} />}
    </>
  );
}
