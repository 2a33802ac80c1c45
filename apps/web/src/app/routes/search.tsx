import { SearchView } from '@/features/search/components/search-view';

export function Component() {
  return <SearchView />;
}
