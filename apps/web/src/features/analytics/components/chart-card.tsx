import { Suspense, lazy, useId, useState } from 'react';
import { Download, Table2 } from 'lucide-react';
import { CHART_INFO, type AnalyticsChart as ChartKey, type ChartResponse } from '@porchlight/domain/analytics/analytics-charts';
import type { AnalyticsQuery } from '@porchlight/domain/analytics/analytics-period';
import { chartCsv, chartCsvFileName } from '@porchlight/domain/analytics/chart-data';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { downloadText } from '@/lib/download';
import { useChart } from '../api/get-chart';
import { isChartEmpty } from '../lib/chart-emptiness';
import { ChartTable } from './chart-table';
import { LockedChart } from './locked-chart';

// recharts is loaded with the first chart drawn, not with the dashboard (whose Overview tab is the landing page).
const AnalyticsChart = lazy(() => import('./analytics-chart').then((m) => ({ default: m.AnalyticsChart })));

type ChartCardProps = {
  chart: ChartKey;
  range: AnalyticsQuery;
  periodLabel: string;
  isLocked: boolean;
  canDownload: boolean;
  unlockingPlan: string;
};

/** A line under the title with the period's headline figure. */
function summaryText(chart: ChartKey, summary: ChartResponse['summary']): string | null {
  if (chart === 'lead-conversion') return summary.total ? `${summary.rate}% of ${summary.total} new leads are qualified` : null;
  if (chart === 'messages') return `${summary.sent ?? 0} sent · ${summary.received ?? 0} received`;
  if (chart === 'properties-by-status') return `${summary.total ?? 0} properties`;
  return summary.total === undefined || summary.total === null ? null : `${summary.total} in this period`;
}

export function ChartCard({ chart, range, periodLabel, isLocked, canDownload, unlockingPlan }: ChartCardProps) {
  const info = CHART_INFO[chart];
  const titleId = useId();
  const [isTable, setIsTable] = useState(false);
  const query = useChart(chart, range, !isLocked);
  const label = chart === 'properties-by-status' ? `${info.title}, today` : `${info.title}, ${periodLabel}`;
  const data = query.data;

  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="grid gap-1">
          <CardTitle id={titleId} className="text-base">
            {info.title}
          </CardTitle>
          <CardDescription>{data && !isLocked ? (summaryText(chart, data.summary) ?? info.description) : info.description}</CardDescription>
        </div>
        {!isLocked && (
          <div className="flex gap-1">
            <Button variant={isTable ? 'secondary' : 'ghost'} size="sm" aria-pressed={isTable} onClick={() => setIsTable(!isTable)}>
              <Table2 className="size-4" aria-hidden="true" />
              Table view
            </Button>
            {canDownload && (
              <Button
                variant="ghost"
                size="sm"
                disabled={!data}
                aria-label={`Download CSV: ${info.title}`}
                onClick={() => data && downloadText(chartCsv(data), chartCsvFileName(chart, data.from, data.to), 'text/csv;charset=utf-8')}
              >
                <Download className="size-4" aria-hidden="true" />
                CSV
              </Button>
            )}
          </div>
        )}
      </CardHeader>
      <CardContent>
        {isLocked ? (
          <LockedChart plan={unlockingPlan} />
        ) : query.isPending ? (
          <Skeleton className="h-64 w-full" aria-label={`Loading ${info.title}`} />
        ) : query.isError ? (
          <ErrorState
            title={`Could not load ${info.title.toLowerCase()}`}
            message={messageOf(query.error)}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        ) : isTable ? (
          <ChartTable data={query.data} caption={label} />
        ) : isChartEmpty(info.kind, query.data) ? (
          <div className="flex h-64 flex-col items-center justify-center gap-1 text-center text-sm text-muted-foreground">
            <p className="font-medium text-foreground">No data for this period</p>
            <p>
              {chart === 'properties-by-status'
                ? 'Add a property and it shows here.'
                : 'Nothing happened in this period yet. Try a longer period.'}
            </p>
          </div>
        ) : (
          <Suspense fallback={<Skeleton className="h-64 w-full" aria-label={`Loading ${info.title}`} />}>
            <AnalyticsChart kind={info.kind} data={query.data} label={label} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
