import { ArrowRight } from 'lucide-react';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ColumnPreview } from '@porchlight/domain/csv-import/import-preview';
import { targetLabel } from '@porchlight/domain/csv-import/import-targets';

/**
 * How each column of the file is read: the field it goes to, an example before and after
 * conversion ("489.000,00 → $489,000") and why (issue 50: the header names it, an abbreviation
 * spelled out, the values decided, codes decoded), so a wrong guess shows before anything is imported.
 */
export function ColumnPreviewList({ entity, columns }: { entity: ImportEntity; columns: ColumnPreview[] }) {
  if (columns.length === 0) return null;
  return (
    <details className="rounded-md border border-border text-sm">
      <summary className="cursor-pointer px-3 py-2 font-medium">
        How each column is read ({columns.filter((c) => c.target).length} of {columns.length} imported)
      </summary>
      <div className="max-h-56 overflow-auto border-t border-border">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">How each column is read</caption>
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Column
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Imported as
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Example
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Why
              </th>
            </tr>
          </thead>
          <tbody>
            {columns.map((column, i) => {
              const example = column.samples[0];
              return (
                <tr key={i} className="border-t border-border align-top">
                  <th scope="row" className="max-w-40 truncate px-2 py-1.5 font-normal">
                    {column.header || `Column ${i + 1}`}
                  </th>
                  <td className="px-2 py-1.5">
                    {column.target ? targetLabel(entity, column.target) : <span className="text-muted-foreground">Not imported</span>}
                  </td>
                  <td className="px-2 py-1.5">
                    {example && (
                      <span className="inline-flex flex-wrap items-center gap-1">
                        <span className="max-w-40 truncate font-mono">{example.raw}</span>
                        {column.target && (
                          <>
                            <ArrowRight aria-label="becomes" className="size-3 shrink-0" />
                            <span className="max-w-40 truncate font-medium">{example.converted || '(empty)'}</span>
                          </>
                        )}
                      </span>
                    )}
                  </td>
                  <td className="px-2 py-1.5 text-muted-foreground" data-basis={column.basis}>
                    {column.reason}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
