import { useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MarketTrend } from '@porchlight/domain/market/market-metrics';
import { formatCompactMoney, formatMoney } from '@porchlight/domain/properties/format-price';
import { Button } from '@/components/ui/button';
import { formatFigure, monthLabel } from './market-format';

type MarketTrendsProps = { trends: MarketTrend[]; areaLabel: string; onOpenMonth: (month: string, kind: 'listed' | 'sold') => void };

/** The size drawn before the container is measured (and where nothing measures, as in tests). */
const INITIAL_SIZE = { width: 520, height: 256 };
const AXIS = { fontSize: 12, fill: 'var(--muted-foreground)' };

/** Month by month over the last year: median list and sold prices, and the counts behind them. */
export function MarketTrends({ trends, areaLabel, onOpenMonth }: MarketTrendsProps) {
  const [isTable, setIsTable] = useState(false);
  const data = trends.map((t) => ({ ...t, label: monthLabel(t.month) }));
  const title = `Price trends in ${areaLabel}, last 12 months`;
  return (
    <section aria-labelledby="market-trends-title" className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="market-trends-title" className="text-base font-semibold">
          Trends
        </h2>
        <Button variant={isTable ? 'secondary' : 'ghost'} size="sm" aria-pressed={isTable} onClick={() => setIsTable(!isTable)}>
          Table view
        </Button>
      </div>
      {isTable ? (
        <div className="max-h-80 overflow-auto rounded-md border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-muted text-left text-muted-foreground">
              <tr>
                {['Month', 'Listed', 'Median list price', 'Sold', 'Median sold price', 'List-to-sale'].map((h, i) => (
                  <th key={h} scope="col" className={i ? 'px-3 py-2 text-right font-medium' : 'px-3 py-2 font-medium'}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((t) => (
                <tr key={t.month} className="border-t border-border">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {t.label}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    <CountButton count={t.listed} label={`Listed in ${t.label}`} onClick={() => onOpenMonth(t.month, 'listed')} />
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {t.median_list_price === null ? '–' : formatMoney(t.median_list_price)}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    <CountButton count={t.sold} label={`Sold in ${t.label}`} onClick={() => onOpenMonth(t.month, 'sold')} />
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {t.median_sold_price === null ? '–' : formatMoney(t.median_sold_price)}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatFigure('list_to_sale_ratio', t.list_to_sale_ratio)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div role="img" aria-label={title} className="h-64 w-full">
          <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
            <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
              <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={16} />
              <YAxis
                tick={AXIS}
                tickLine={false}
                axisLine={false}
                tickFormatter={(v: number) => (v === 0 ? '$0' : formatCompactMoney(v))}
              />
              <Tooltip
                formatter={(v) => (typeof v === 'number' ? formatMoney(v) : String(v))}
                contentStyle={{ background: 'var(--card)', border: '1px solid var(--border)', borderRadius: 8, fontSize: 12 }}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Line
                type="monotone"
                dataKey="median_list_price"
                name="Median list price"
                stroke="var(--primary)"
                strokeWidth={2}
                connectNulls
              />
              <Line
                type="monotone"
                dataKey="median_sold_price"
                name="Median sold price"
                stroke="var(--brand)"
                strokeWidth={2}
                connectNulls
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
    </section>
  );
}

function CountButton({ count, label, onClick }: { count: number; label: string; onClick: () => void }) {
  if (count === 0) return <>0</>;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`${label}: ${count}. Show them`}
      className="font-medium text-primary underline underline-offset-2"
    >
      {count}
    </button>
  );
}
