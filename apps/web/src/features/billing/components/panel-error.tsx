import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

type PanelErrorProps = { message: string; detail?: string | null; onRetry: () => void; isRetrying?: boolean };

/** A panel whose data could not load: what failed, why (when known) and Retry. */
export function PanelError({ message, detail, onRetry, isRetrying = false }: PanelErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <TriangleAlert className="size-4 text-destructive" aria-hidden="true" />
        {message}
      </p>
      {detail && <p className="text-muted-foreground">{detail}</p>}
      <Button variant="outline" size="sm" onClick={onRetry} isLoading={isRetrying}>
        Retry
      </Button>
    </div>
  );
}
