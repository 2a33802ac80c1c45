import { Flame, TrendingDown, TrendingUp } from 'lucide-react';
import { TODAY_LIST_SIZE } from '@porchlight/domain/dashboard/dashboard-today';
import { leadLink, propertyLink } from '@porchlight/domain/notifications/notification-links';
import { formatMoney } from '@porchlight/domain/properties/format-price';
import { formatTimeAgo } from '@porchlight/domain/time/format-time';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDashboardToday } from '../api/get-dashboard';
import type { LeadClock } from './today-card';
import { TodayItem, TodaySection } from './today-section';

/** Hot leads and price changes on watched properties: the two lists an agent scans for opportunities. */
export function HotListsCard({ leadClock }: { leadClock?: LeadClock }) {
  const today = useDashboardToday();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Opportunities</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {/* Today's card shows the error and its Retry; this one stays quiet rather than say it twice. */}
        {today.isPending || today.isError ? (
          <div className="grid gap-2" aria-busy={today.isPending}>
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : (
          <>
            <TodaySection
              icon={Flame}
              title="Hot leads"
              count={today.data.hotLeads.count}
              shown={TODAY_LIST_SIZE}
              allHref="/leads?status=hot"
              empty="No hot leads right now. Mark a lead hot to keep it here."
            >
              {today.data.hotLeads.items.map((lead) => (
                <TodayItem
                  key={lead.id}
                  to={leadLink(lead.id)}
                  primary={lead.name}
                  secondary={lead.source ?? undefined}
                  aside={leadClock?.(lead)}
                />
              ))}
            </TodaySection>
            <TodaySection
              icon={TrendingDown}
              title="Price changes on watched properties"
              count={today.data.priceChanges.count}
              shown={TODAY_LIST_SIZE}
              allHref="/properties?tab=tracking"
              empty="No price changes on watched properties this week."
            >
              {today.data.priceChanges.items.map((change) => {
                const rose = change.from !== null && change.to !== null && change.to > change.from;
                const Icon = rose ? TrendingUp : TrendingDown;
                return (
                  <TodayItem
                    key={change.property_id}
                    to={propertyLink(change.property_id)}
                    primary={change.address}
                    secondary={`${formatMoney(change.from)} → ${formatMoney(change.to)} · ${formatTimeAgo(change.at)}`}
                    aside={
                      <Icon
                        className={rose ? 'size-4 text-emerald-600' : 'size-4 text-destructive'}
                        aria-label={rose ? 'Price rose' : 'Price dropped'}
                      />
                    }
                  />
                );
              })}
            </TodaySection>
          </>
        )}
      </CardContent>
    </Card>
  );
}
