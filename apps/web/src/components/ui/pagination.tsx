import { ChevronLeft, ChevronRight } from 'lucide-react';
import { listRange } from '@porchlight/domain/properties/list-total';
import { Button } from './button';
import { NativeSelect } from './native-select';

type PaginationProps = {
  page: number;
  limit: number;
  total: number;
  /** The list counted up to a bound and found more: "of 1,000+", and Next stays on. */
  totalCapped?: boolean;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  /** "properties", "leads". */
  noun: string;
};

export function Pagination({ page, limit, total, totalCapped = false, pageSizes, onPageChange, onLimitChange, noun }: PaginationProps) {
  const range = listRange(page, limit, total, totalCapped, noun);
  return (
    <nav aria-label="Pagination" className="flex flex-col gap-3 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="text-muted-foreground" aria-live="polite">
        {range.summary}
      </p>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2 text-muted-foreground">
          <span className="whitespace-nowrap">Rows per page</span>
          <NativeSelect value={limit} onChange={(e) => onLimitChange(Number(e.target.value))} className="w-20">
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button variant="outline" size="icon" aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span className="whitespace-nowrap tabular-nums">{range.pageLabel}</span>
        <Button variant="outline" size="icon" aria-label="Next page" disabled={!range.hasNext} onClick={() => onPageChange(page + 1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
