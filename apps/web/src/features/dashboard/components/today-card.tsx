import type { ReactNode } from 'react';
import { CalendarClock, Hourglass, MessageSquareReply, Sparkles } from 'lucide-react';
import { TODAY_LIST_SIZE, type TodayLead } from '@porchlight/domain/dashboard/dashboard-today';
import { leadLink, pathWithQuery } from '@porchlight/domain/notifications/notification-links';
import { formatTimeAgo } from '@porchlight/domain/time/format-time';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useDashboardToday } from '../api/get-dashboard';
import { TodayItem, TodaySection } from './today-section';

export type LeadClock = (lead: TodayLead) => ReactNode;

/** "Today": what the agent should do next. Every item opens where it is done. */
export function TodayCard({ leadClock }: { leadClock?: LeadClock }) {
  const today = useDashboardToday();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Today</CardTitle>
        <CardDescription>Follow-ups due, replies waiting, new leads and leads gone quiet</CardDescription>
      </CardHeader>
      <CardContent>
        {today.isPending ? (
          <div className="grid gap-4 md:grid-cols-2" role="status" aria-busy="true" aria-label="Loading today">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="grid gap-2">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-9 w-full" />
                <Skeleton className="h-9 w-full" />
              </div>
            ))}
          </div>
        ) : today.isError ? (
          <ErrorState
            title="Could not load today"
            message={messageOf(today.error)}
            onRetry={() => void today.refetch()}
            isRetrying={today.isFetching}
          />
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            <TodaySection
              icon={CalendarClock}
              title="Follow-ups due"
              count={today.data.followUpsDue.count}
              shown={TODAY_LIST_SIZE}
              allHref="/properties?tab=tracking"
              empty="No follow-ups due today."
            >
              {today.data.followUpsDue.items.map((task) => (
                <TodayItem
                  key={task.id}
                  to={task.lead_id ? leadLink(task.lead_id) : '/properties?tab=tracking'}
                  primary={task.title || 'Follow up'}
                  secondary={[task.lead_name, `due ${formatTimeAgo(task.due_at)}`].filter(Boolean).join(' · ')}
                />
              ))}
            </TodaySection>
            <TodaySection
              icon={MessageSquareReply}
              title="Replies waiting"
              count={today.data.repliesWaiting.count}
              shown={TODAY_LIST_SIZE}
              allHref="/inbox"
              empty="No one is waiting for your answer."
            >
              {today.data.repliesWaiting.items.map((reply) => (
                <TodayItem
                  key={reply.lead_id}
                  to={pathWithQuery('/inbox', { lead: reply.lead_id })}
                  primary={reply.lead_name}
                  secondary={`${reply.channel === 'sms' ? 'Text' : 'E-mail'}: ${reply.preview}`}
                  aside={<span className="text-xs text-muted-foreground">{formatTimeAgo(reply.at)}</span>}
                />
              ))}
            </TodaySection>
            <TodaySection
              icon={Sparkles}
              title="New leads"
              count={today.data.newLeads.count}
              shown={TODAY_LIST_SIZE}
              allHref="/leads"
              empty="No new leads in the last 24 hours."
            >
              {today.data.newLeads.items.map((lead) => (
                <TodayItem
                  key={lead.id}
                  to={leadLink(lead.id)}
                  primary={lead.name}
                  secondary={[lead.source, formatTimeAgo(lead.created_at)].filter(Boolean).join(' · ')}
                  aside={leadClock?.(lead)}
                />
              ))}
            </TodaySection>
            <TodaySection
              icon={Hourglass}
              title={`Not contacted in ${today.data.notContacted.days} days`}
              count={today.data.notContacted.count}
              shown={TODAY_LIST_SIZE}
              allHref="/leads"
              empty="Every lead heard from you recently."
            >
              {today.data.notContacted.items.map((lead) => (
                <TodayItem
                  key={lead.id}
                  to={leadLink(lead.id)}
                  primary={lead.name}
                  secondary={`Last contact ${formatTimeAgo(lead.last_contact_at)}`}
                />
              ))}
            </TodaySection>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
