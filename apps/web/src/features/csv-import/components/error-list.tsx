import { formatCount } from '../lib/import-messages';

/** A list of error lines under a heading, with "and N more" when the list was cut. */
export function ErrorList({ title, errors, total = errors.length }: { title: string; errors: string[]; total?: number }) {
  if (errors.length === 0) return null;
  return (
    <section aria-label={title} className="rounded-md border border-destructive/40 bg-destructive/5 p-3">
      <h3 className="text-sm font-semibold text-destructive">{title}</h3>
      <ul className="mt-2 max-h-40 list-disc space-y-1 overflow-y-auto pl-5 text-sm">
        {errors.map((error, i) => (
          <li key={i}>{error}</li>
        ))}
      </ul>
      {total > errors.length && <p className="mt-2 text-xs text-muted-foreground">and {formatCount(total - errors.length)} more</p>}
    </section>
  );
}
