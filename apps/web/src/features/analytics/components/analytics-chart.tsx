import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartKind, ChartResponse } from '@porchlight/domain/analytics/analytics-charts';
import { AXIS_STYLE, seriesColours } from './chart-palette';

type AnalyticsChartProps = { kind: ChartKind; data: ChartResponse; label: string };

/** The size drawn before the container is measured (and where nothing measures, as in tests). */
const INITIAL_SIZE = { width: 520, height: 256 };
const TOOLTIP_STYLE = { background: 'var(--card)', border: '1px solid var(--border)', borderRadius: 8, fontSize: 12 };

/**
 * Drawn at once: recharts' entry animation kept a chart moving for seconds after the figures
 * arrived (issue 46), and moves what someone who asked for reduced motion did not ask to see.
 */
const AT_ONCE = { isAnimationActive: false } as const;

// The legend's words in the text colour (the swatch carries the series colour): a light grey or yellow word would not be read.
const legendText = (value: unknown) => <span className="text-foreground">{String(value)}</span>;

/** The picture of a chart's table. Its accessible name says what it shows; the table view has the figures. */
export function AnalyticsChart({ kind, data, label }: AnalyticsChartProps) {
  const [category, ...series] = data.columns;
  if (!category) return null;
  const isRate = series.at(-1)?.key === 'rate';
  const colours =
    kind === 'pie' ? seriesColours(data.rows.map((row) => String(row[category.key]))) : seriesColours(series.map((s) => s.key));
  return (
    <div role="img" aria-label={label} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
        {kind === 'pie' ? (
          <PieChart>
            <Pie
              {...AT_ONCE}
              data={data.rows}
              dataKey={series[0]!.key}
              nameKey={category.key}
              innerRadius="50%"
              outerRadius="80%"
              paddingAngle={1}
            >
              {data.rows.map((row, i) => (
                <Cell key={String(row[category.key])} fill={colours[i]} />
              ))}
            </Pie>
            <Tooltip contentStyle={TOOLTIP_STYLE} />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} formatter={legendText} />
          </PieChart>
        ) : kind === 'line' ? (
          <LineChart data={data.rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey={category.key} tick={AXIS_STYLE} tickLine={false} axisLine={false} minTickGap={16} />
            {/* A rate is drawn on 0 to 100%; days start at 0 and grow with the data. */}
            <YAxis
              tick={AXIS_STYLE}
              tickLine={false}
              axisLine={false}
              allowDecimals={false}
              {...(isRate ? { domain: [0, 100], unit: '%' } : {})}
            />
            <Tooltip contentStyle={TOOLTIP_STYLE} />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} formatter={legendText} />
            {/* The last column is the figure the chart is about (rate, average); counts stay in the table view. */}
            <Line
              {...AT_ONCE}
              type="monotone"
              dataKey={series.at(-1)!.key}
              name={series.at(-1)!.label}
              stroke={seriesColours([series.at(-1)!.key])[0]}
              strokeWidth={2}
              dot={false}
              connectNulls
            />
          </LineChart>
        ) : (
          <BarChart data={data.rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey={category.key} tick={AXIS_STYLE} tickLine={false} axisLine={false} minTickGap={16} />
            <YAxis tick={AXIS_STYLE} tickLine={false} axisLine={false} allowDecimals={false} />
            <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)' }} />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} formatter={legendText} />
            {series.map((s, i) => (
              <Bar
                {...AT_ONCE}
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={colours[i]}
                stackId={kind === 'stacked-bar' ? 'stack' : undefined}
                radius={kind === 'bar' ? [3, 3, 0, 0] : 0}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
