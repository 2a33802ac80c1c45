import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';

type TodaySectionProps = {
  icon: LucideIcon;
  title: string;
  count: number;
  /** Where the whole list is (shown when there are more than the items). */
  allHref: string;
  empty: string;
  children: ReactNode;
  shown: number;
};

/** One list of "Today": a heading with its count, up to five items, and a link to all of them. */
export function TodaySection({ icon: Icon, title, count, allHref, empty, children, shown }: TodaySectionProps) {
  const id = `today-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid content-start gap-2">
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        {title}
        <span className="rounded-full bg-muted px-2 text-xs font-medium tabular-nums text-muted-foreground">{count}</span>
      </h3>
      {count === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          <ul className="grid gap-1">{children}</ul>
          {count > shown && (
            <Link to={allHref} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              See all {count}
            </Link>
          )}
        </>
      )}
    </section>
  );
}

/** One item of a Today list: the whole row opens the record. */
export function TodayItem({ to, primary, secondary, aside }: { to: string; primary: ReactNode; secondary?: ReactNode; aside?: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="grid min-w-0">
          <span className="truncate font-medium">{primary}</span>
          {secondary && <span className="truncate text-xs text-muted-foreground">{secondary}</span>}
        </span>
        {aside && <span className="shrink-0">{aside}</span>}
      </Link>
    </li>
  );
}
