import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function Component() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();

  return (
    <>
      <PageHeader title="Search" description={query ? <>Results for “{query}”</> : 'Search your tasks, properties and leads.'} />
      <EmptyState
        icon={Search}
        title="Search results will appear here"
        description={
          query
            ? 'Searching across tasks, properties and leads is coming soon, so there are no results to show yet.'
            : 'Type in the search box at the top of the page and press Enter. Searching is coming soon.'
        }
      />
    </>
  );
}
