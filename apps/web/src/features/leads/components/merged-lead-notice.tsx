import { useEffect, useRef } from 'react';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type MergedInto = { id: string; name: string };

/** The lead a 404 says this one was merged into (issue 50), or null for any other failure. */
export function mergedIntoOf(error: unknown): MergedInto | null {
  if (!isApiError(error) || error.status !== 404) return null;
  const into = (error.body as { mergedInto?: Partial<MergedInto> } | null)?.mergedInto;
  return typeof into?.id === 'string' && typeof into.name === 'string' ? { id: into.id, name: into.name } : null;
}

export const mergedIntoText = (name: string) => `This lead was merged into ${name}`;

/**
 * An old link to a lead merged into another: says so in a toast and opens the lead it went into
 * (`onFollow`: the page replaces its address, the list's dialog opens that lead).
 */
export function MergedLeadNotice({ into, onFollow }: { into: MergedInto; onFollow: (id: string) => void }) {
  const followed = useRef(false);
  useEffect(() => {
    if (followed.current) return;
    followed.current = true;
    toast.info(mergedIntoText(into.name), { id: `lead-merged-into-${into.id}` });
    onFollow(into.id);
  }, [into.id, into.name, onFollow]);
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {mergedIntoText(into.name)}. Opening it…
    </p>
  );
}
