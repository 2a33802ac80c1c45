import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { curlExample, referenceRoutes, useApiReference } from '../api/api-reference';

const METHOD_COLORS: Record<string, string> = {
  GET: 'bg-secondary text-secondary-foreground',
  POST: 'bg-primary text-primary-foreground',
  PATCH: 'border border-border',
  DELETE: 'bg-destructive text-destructive-foreground',
};

/** The public API's routes, read from its OpenAPI document, each with a curl example. */
export function ApiReference() {
  const reference = useApiReference(true);
  if (reference.isPending) return <Skeleton className="h-32 w-full" aria-label="Loading the reference" />;
  if (reference.isError)
    return (
      <ErrorState
        title="Could not load the reference"
        message={reference.error.message}
        onRetry={() => void reference.refetch()}
        isRetrying={reference.isFetching}
      />
    );
  const baseUrl = reference.data.servers[0]?.url ?? `${window.location.origin}/api/v1`;
  const routes = referenceRoutes(reference.data);
  const tags = [...new Set(routes.map((r) => r.tag))];
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Errors always look like <code className="font-mono">{'{ "error": { "code", "message", "field" } }'}</code>. POST accepts an{' '}
        <code className="font-mono">Idempotency-Key</code>: a repeat within 24 hours gets the first answer. Every call counts against your
        plan's API calls for the month; each key may make 120 calls a minute (see the <code className="font-mono">RateLimit-*</code>{' '}
        headers). For Zapier or Make, use a "Webhooks" step that POSTs to <code className="font-mono">{baseUrl}/leads</code> with your key:
        repeat people are matched by e-mail or phone.
      </p>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`api-${tag}`} className="grid gap-3">
          <h3 id={`api-${tag}`} className="text-sm font-semibold">
            {tag}
          </h3>
          {routes
            .filter((r) => r.tag === tag)
            .map((route) => (
              <article key={`${route.method} ${route.path}`} className="grid gap-2 rounded-lg border border-border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className={cn('rounded px-1.5 py-0.5 font-mono text-xs font-semibold', METHOD_COLORS[route.method])}>
                    {route.method}
                  </span>
                  <code className="font-mono text-sm">{route.path}</code>
                  <span className="text-sm text-muted-foreground">{route.summary}</span>
                </div>
                {route.description && <p className="text-sm text-muted-foreground">{route.description}</p>}
                <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs">
                  <code>{curlExample(route, baseUrl)}</code>
                </pre>
              </article>
            ))}
        </section>
      ))}
    </div>
  );
}
