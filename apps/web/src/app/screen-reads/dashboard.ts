import type { QueryClient } from '@tanstack/react-query';
import { getEmailStatusQueryOptions } from '@/features/mailboxes/api/get-email-status';
import { getSmsStatusQueryOptions } from '@/features/sms/api/get-sms-status';
import { getActivityFeedQueryOptions, getDashboardMetricsQueryOptions, getDashboardTodayQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { getSpeedToLeadQueryOptions } from '@/features/leads/api/get-speed-to-lead';

/** The Overview tab's reads (the Analytics tab reads its own when it opens). */
export function startReads(client: QueryClient, url: URL) {
  if ((url.searchParams.get('tab') ?? 'overview') !== 'overview') return;
  void client.prefetchQuery(getDashboardMetricsQueryOptions('day'));
  void client.prefetchQuery(getDashboardTodayQueryOptions());
  void client.prefetchInfiniteQuery(getActivityFeedQueryOptions());
  void client.prefetchQuery(getSpeedToLeadQueryOptions());
  // The setup banner above the overview waits for the channels' status.
  void client.prefetchQuery(getSmsStatusQueryOptions());
  void client.prefetchQuery(getEmailStatusQueryOptions());
}
