import { DuplicatesView } from '@/features/lead-duplicates/components/duplicates-view';

/** `/leads/duplicates`: the book's likely duplicate leads, to review and merge (issue 50). */
export function Component() {
  return <DuplicatesView />;
}
