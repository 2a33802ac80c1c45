import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

type Operation = {
  summary: string;
  description?: string;
  tags?: string[];
  requestBody?: { content: { 'application/json': { example?: unknown } } };
};
export type OpenApiDocument = {
  info: { description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

/** One route of /api/v1 as the reference shows it. */
export type ReferenceRoute = { method: string; path: string; tag: string; summary: string; description?: string; example?: unknown };

/**
 * The public API's own OpenAPI document: the reference is read from it, never written by hand.
 * /api/v1 is not one of the web app's routes (its handlers are listed, not chained), so this one
 * call stays on the plain wrapper and names the part of the document it reads.
 */
export const useApiReference = (enabled: boolean) =>
  useQuery({
    queryKey: ['public-api', 'openapi'],
    // eslint-disable-next-line no-restricted-syntax -- /api/v1 is not among the web client's routes (see above).
    queryFn: async ({ signal }) => (await apiFetch('/api/v1/openapi.json', { signal })) as OpenApiDocument,
    enabled,
    staleTime: Infinity,
  });

export function referenceRoutes(document: OpenApiDocument): ReferenceRoute[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      tag: op.tags?.[0] ?? 'Other',
      summary: op.summary,
      description: op.description,
      example: op.requestBody?.content['application/json'].example,
    })),
  );
}

/** A curl line a developer can paste: the key in a variable, ids as placeholders. */
export function curlExample(route: ReferenceRoute, baseUrl: string): string {
  const lines = [`curl -X ${route.method} "${baseUrl}${route.path.replace(/\{(\w+)\}/g, '<$1>')}"`];
  if (route.path !== '/openapi.json') lines.push(`  -H "Authorization: Bearer $PORCHLIGHT_API_KEY"`);
  if (route.example !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`);
    if (route.method === 'POST') lines.push(`  -H "Idempotency-Key: $(uuidgen)"`);
    lines.push(`  -d '${JSON.stringify(route.example)}'`);
  }
  return lines.join(' \\\n');
}
