import { Link } from 'react-router';
import { searchResultHref, type SearchResult } from '@porchlight/domain/search/search-schemas';
import { HighlightedText } from './highlighted-text';
import { SEARCH_KIND_ICONS } from './search-kind-icon';

/** One result: a link to its record, title and line under it with the matches marked. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  const Icon = SEARCH_KIND_ICONS[result.kind];
  return (
    <Link
      to={searchResultHref(result)}
      data-search-result=""
      className="flex items-start gap-3 rounded-md px-3 py-2.5 outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">
          <HighlightedText text={result.title || 'Untitled'} ranges={result.title ? result.highlights.title : []} />
        </span>
        {result.subtitle && (
          <span className="block truncate text-sm text-muted-foreground">
            <HighlightedText text={result.subtitle} ranges={result.highlights.subtitle} />
          </span>
        )}
        {result.snippet && (
          <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">
            <HighlightedText text={result.snippet} ranges={result.highlights.snippet} />
          </span>
        )}
      </span>
    </Link>
  );
}
