import { Building2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { withBook } from '@/lib/book';

/** The cover photo, small: the properties table's thumbnail, or a quiet placeholder when there is none. */
export function PropertyThumbnail({ url, className }: { url: string | null | undefined; className?: string }) {
  const box = cn('size-10 shrink-0 overflow-hidden rounded-md bg-muted', className);
  if (!url) {
    return (
      <span className={cn(box, 'flex items-center justify-center text-muted-foreground')} aria-hidden="true">
        <Building2 className="size-4" />
      </span>
    );
  }
  // Decorative beside the address, which names the property.
  return <img src={withBook(url)} alt="" className={cn(box, 'object-cover')} loading="lazy" decoding="async" width={40} height={40} />;
}
