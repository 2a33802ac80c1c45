import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Search, SearchX } from 'lucide-react';
import { SEARCH_KIND_LABELS, SEARCH_PAGE_SIZE } from '@porchlight/domain/search/search-schemas';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { useSearch } from '../api/get-search';
import { useArrowKeyList } from '../hooks/use-arrow-key-list';
import { searchHref, useSearchScreenParams } from '../hooks/use-search-params';
import { SearchGroupSection, countLabel } from './search-group-section';
import { SearchSkeleton } from './search-skeleton';

/** Arrow Down from the page (or the header's search box) moves into the results. */
function useArrowDownIntoResults(list: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' || !list.current) return;
      const active = document.activeElement;
      const fromOutside = !active || active === document.body || (active instanceof HTMLInputElement && active.type === 'search');
      if (!fromOutside) return;
      const first = list.current.querySelector<HTMLElement>('[data-search-result]');
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [list]);
}

/** The /search screen: every group with its count and top results, or one group page by page. */
export function SearchView() {
  const { q, kind, page, offset } = useSearchScreenParams();
  const search = useSearch({ q, kind, offset });
  const onKeyDown = useArrowKeyList();
  const list = useRef<HTMLDivElement>(null);
  useArrowDownIntoResults(list);

  const header = (
    <PageHeader title="Search" description={q ? <>Results for “{q}”</> : 'Search your leads, properties, messages, tasks and flows.'} />
  );
  if (!q) {
    return (
      <>
        {header}
        <EmptyState
          icon={Search}
          title="Search your book"
          description="Type a name, phone number, e-mail, address or MLS number in the search box at the top and press Enter, or press Ctrl K (⌘K on a Mac) anywhere."
        />
      </>
    );
  }

  const body = () => {
    if (search.isPending) return <SearchSkeleton />;
    if (search.isError)
      return (
        <ErrorState
          title="Search failed"
          message={search.error.message}
          onRetry={() => void search.refetch()}
          isRetrying={search.isFetching}
        />
      );
    const groups = search.data.groups.filter((g) => g.count > 0);
    if (groups.length === 0) {
      return (
        <EmptyState
          icon={SearchX}
          title={kind ? `No ${SEARCH_KIND_LABELS[kind].toLowerCase()} match “${q}”` : `No results for “${q}”`}
          description="Check the spelling, try fewer words, or search for part of a name, a phone number's last digits or an MLS number."
        >
          {kind && (
            <Button asChild variant="outline">
              <Link to={searchHref(q)}>Search everything</Link>
            </Button>
          )}
        </EmptyState>
      );
    }
    if (kind) {
      const group = groups[0]!;
      const pages = Math.max(1, Math.ceil(group.count / SEARCH_PAGE_SIZE));
      return (
        <>
          <SearchGroupSection group={group} />
          {pages > 1 && (
            <nav aria-label="Pagination" className="flex items-center justify-between py-3 text-sm">
              <span className="text-muted-foreground">
                Page {page} of {pages}
                {group.is_count_capped ? '+' : ''}
              </span>
              <div className="flex gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link
                    to={searchHref(q, kind, page - 1)}
                    aria-disabled={page <= 1}
                    className={page <= 1 ? 'pointer-events-none opacity-50' : undefined}
                  >
                    Previous
                  </Link>
                </Button>
                <Button asChild variant="outline" size="sm">
                  <Link
                    to={searchHref(q, kind, page + 1)}
                    aria-disabled={page >= pages}
                    className={page >= pages ? 'pointer-events-none opacity-50' : undefined}
                  >
                    Next
                  </Link>
                </Button>
              </div>
            </nav>
          )}
        </>
      );
    }
    const total = groups.reduce((sum, g) => sum + g.count, 0);
    return (
      <>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {total.toLocaleString('en-US')}
          {groups.some((g) => g.is_count_capped) ? '+' : ''} {total === 1 ? 'result' : 'results'} in{' '}
          {groups.map((g) => `${SEARCH_KIND_LABELS[g.kind].toLowerCase()} (${countLabel(g)})`).join(', ')}
        </p>
        {groups.map((group) => (
          <SearchGroupSection key={group.kind} group={group} showAllHref={searchHref(q, group.kind)} />
        ))}
      </>
    );
  };

  return (
    <>
      {header}
      {kind && (
        <Link to={searchHref(q)} className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" />
          All results
        </Link>
      )}
      <div ref={list} onKeyDown={onKeyDown} className="space-y-4" aria-busy={search.isFetching}>
        {body()}
      </div>
    </>
  );
}
