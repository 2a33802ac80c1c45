import { useEffect, useState } from 'react';
import type { TriggerConfigInput } from '@porchlight/domain/automations/triggers';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-client';
import { useTriggerPreview } from '../api/trigger-preview';

/** The settings once they stopped changing for `ms` (a form asks once per pause, not per key). */
function useSettled(config: TriggerConfigInput | null, ms: number): TriggerConfigInput | null {
  const text = JSON.stringify(config);
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (ms === 0) return;
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return JSON.parse(ms === 0 ? text : settled) as TriggerConfigInput | null;
}

/** What a trigger would do on turning on: how many leads start now, and whether imports start it. */
export function EnrolPreview({
  config: typed,
  title,
  debounceMs = 0,
}: {
  config: TriggerConfigInput | null;
  title?: string;
  debounceMs?: number;
}) {
  const config = useSettled(typed, debounceMs);
  const preview = useTriggerPreview(config);
  if (config === null) return null;
  return (
    <div className="grid gap-1 rounded-md border bg-muted/40 px-3 py-2 text-sm" aria-live="polite" data-testid="enrol-preview">
      {title && <p className="font-medium">{title}</p>}
      {preview.isPending ? (
        <p role="status" className="text-muted-foreground">
          Counting the leads it would reach…
        </p>
      ) : preview.isError ? (
        <p className="text-destructive">
          The leads it would reach could not be counted: {messageOf(preview.error)}{' '}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void preview.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        preview.data.summary.map((line) => <p key={line}>{line}</p>)
      )}
    </div>
  );
}
