import type { ChartResponse } from '@porchlight/domain/analytics/analytics-charts';

const format = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '–' : typeof value === 'number' ? value.toLocaleString('en-US') : value;

/** The same figures as the chart, as a table (the chart's "table view"). */
export function ChartTable({ data, caption }: { data: ChartResponse; caption: string }) {
  return (
    <div className="max-h-72 overflow-auto rounded-md border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted text-left text-muted-foreground">
          <tr>
            {data.columns.map((c, i) => (
              <th key={c.key} scope="col" className={i === 0 ? 'px-3 py-2 font-medium' : 'px-3 py-2 text-right font-medium'}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, r) => (
            <tr key={String(row.start ?? row[data.columns[0]!.key] ?? r)} className="border-t border-border">
              {data.columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.key} scope="row" className="px-3 py-1.5 text-left font-normal">
                    {format(row[c.key])}
                  </th>
                ) : (
                  <td key={c.key} className="px-3 py-1.5 text-right tabular-nums">
                    {format(row[c.key])}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
