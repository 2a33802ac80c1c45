import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { SocialPostResponse } from '@porchlight/domain/social/social-post-schemas';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { dayKeyOf, monthGrid, parseMonthKey, shiftMonth, type MonthKey } from '../lib/month-grid';

const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const dayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

type PostCalendarProps = {
  posts: SocialPostResponse[];
  month: string | null;
  onMonthChange: (month: MonthKey) => void;
  onOpen: (post: SocialPostResponse) => void;
};

/** Scheduled posts on a month grid; a day's posts open for editing. On a phone the days stack as a list. */
export function PostCalendar({ posts, month, onMonthChange, onOpen }: PostCalendarProps) {
  const shown = parseMonthKey(month);
  const byDay = new Map<string, SocialPostResponse[]>();
  for (const post of posts) {
    if (post.status !== 'scheduled' || !post.scheduled_at) continue;
    const key = dayKeyOf(new Date(post.scheduled_at));
    byDay.set(
      key,
      [...(byDay.get(key) ?? []), post].sort((a, b) => a.scheduled_at!.localeCompare(b.scheduled_at!)),
    );
  }
  const weeks = monthGrid(shown.year, shown.month);
  const today = dayKeyOf(new Date());
  const count = weeks
    .flat()
    .filter((d) => d.getMonth() === shown.month)
    .reduce((n, d) => n + (byDay.get(dayKeyOf(d))?.length ?? 0), 0);
  return (
    <section aria-labelledby="post-calendar-title" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="post-calendar-title" className="text-base font-semibold">
          {monthTitle.format(new Date(shown.year, shown.month, 1))}
          <span className="ml-2 text-sm font-normal text-muted-foreground">
            {count === 1 ? '1 scheduled post' : `${count} scheduled posts`}
          </span>
        </h2>
        <div className="flex gap-1">
          <Button variant="outline" size="icon" aria-label="Previous month" onClick={() => onMonthChange(shiftMonth(shown, -1))}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label="Next month" onClick={() => onMonthChange(shiftMonth(shown, 1))}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="hidden grid-cols-7 gap-px text-center text-xs font-medium text-muted-foreground sm:grid" aria-hidden="true">
        {WEEKDAYS.map((d) => (
          <div key={d}>{d}</div>
        ))}
      </div>
      <ol className="grid gap-px overflow-hidden rounded-md border border-border bg-border sm:grid-cols-7">
        {weeks.flat().map((day) => {
          const key = dayKeyOf(day);
          const dayPosts = byDay.get(key) ?? [];
          const isOtherMonth = day.getMonth() !== shown.month;
          return (
            <li
              key={key}
              aria-label={`${dayLabel.format(day)}${dayPosts.length ? `, ${dayPosts.length} scheduled` : ''}`}
              className={cn(
                'min-h-20 bg-background p-1.5',
                isOtherMonth && 'hidden bg-muted/40 text-muted-foreground sm:block',
                !dayPosts.length && !isOtherMonth && 'max-sm:hidden',
              )}
            >
              <span
                className={cn(
                  'inline-flex size-6 items-center justify-center rounded-full text-xs',
                  key === today && 'bg-primary text-primary-foreground',
                )}
              >
                <span className="sm:hidden">{dayLabel.format(day)}</span>
                <span className="max-sm:hidden">{day.getDate()}</span>
              </span>
              <ul className="mt-1 grid gap-1">
                {dayPosts.map((post) => (
                  <li key={post.id}>
                    <button
                      type="button"
                      className="w-full truncate rounded bg-secondary px-1.5 py-0.5 text-left text-xs hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                      onClick={() => onOpen(post)}
                    >
                      <span className="font-medium tabular-nums">{time.format(new Date(post.scheduled_at!))}</span>{' '}
                      {post.text.split('\n')[0] || 'Picture post'}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {count === 0 && <p className="text-sm text-muted-foreground">Nothing is scheduled this month. Choose Later when you write a post.</p>}
    </section>
  );
}
