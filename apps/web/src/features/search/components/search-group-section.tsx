import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { SEARCH_KIND_LABELS, type SearchGroup } from '@porchlight/domain/search/search-schemas';
import { SearchResultItem } from './search-result-item';

export const countLabel = (group: Pick<SearchGroup, 'count' | 'is_count_capped'>) =>
  `${group.count.toLocaleString('en-US')}${group.is_count_capped ? '+' : ''}`;

type Props = { group: SearchGroup; showAllHref?: string };

/** One kind's results under its name and count, with "Show all" when there are more. */
export function SearchGroupSection({ group, showAllHref }: Props) {
  const label = SEARCH_KIND_LABELS[group.kind];
  const headingId = `search-group-${group.kind}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-2">
      <h2 id={headingId} className="flex items-center gap-2 px-3 pb-1 pt-2 text-sm font-semibold">
        {label}
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">{countLabel(group)}</span>
      </h2>
      <ul>
        {group.results.map((result) => (
          <li key={result.id}>
            <SearchResultItem result={result} />
          </li>
        ))}
      </ul>
      {showAllHref && group.count > group.results.length && (
        <Link
          to={showAllHref}
          data-search-result=""
          className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-primary outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
        >
          Show all {countLabel(group)} {label.toLowerCase()}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </section>
  );
}
