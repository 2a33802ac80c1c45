import { Link } from 'react-router';
import { CopyCheck } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { useDuplicateGroups } from '../api/get-duplicate-groups';

/** The leads list's way to the duplicates screen, shown only when there are some. */
export function DuplicatesLink() {
  const { data } = useDuplicateGroups();
  const count = data?.groups.length ?? 0;
  if (count === 0) return null;
  return (
    <Link to="/leads/duplicates" className={buttonVariants({ variant: 'outline' })}>
      <CopyCheck aria-hidden="true" />
      Possible duplicates ({count})
    </Link>
  );
}
