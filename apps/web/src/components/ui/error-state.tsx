import { AlertTriangle } from 'lucide-react';
import { Button } from './button';

type ErrorStateProps = { title: string; message?: string; onRetry: () => void; isRetrying?: boolean };

/** A list or panel that failed to load: what failed, why if we know, and Retry. */
export function ErrorState({ title, message, onRetry, isRetrying = false }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-3 rounded-lg border border-destructive/40 px-6 py-10 text-center"
    >
      <AlertTriangle className="size-6 text-destructive" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      {message && <p className="max-w-md text-sm text-muted-foreground">{message}</p>}
      <Button variant="outline" onClick={onRetry} isLoading={isRetrying}>
        Retry
      </Button>
    </div>
  );
}
