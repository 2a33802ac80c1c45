import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a billing tab while its data loads: a heading and a few cards. */
export function SettingsSkeleton({ label, cards = 4 }: { label: string; cards?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-6 w-48" />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} className="h-40 w-full" />
        ))}
      </div>
    </div>
  );
}
