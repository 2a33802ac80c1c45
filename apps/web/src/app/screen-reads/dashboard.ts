import {
  getActivityFeedQueryOptions,
  getDashboardMetricsQueryOptions,
  getDashboardTodayQueryOptions,
} from '@/features/dashboard/api/get-dashboard';
import { getSpeedToLeadQueryOptions } from '@/features/leads/api/get-speed-to-lead';
import { getEmailStatusQueryOptions } from '@/features/mailboxes/api/get-email-status';
import { getSmsStatusQueryOptions } from '@/features/sms/api/get-sms-status';
import { read, readPages, type ScreenRead } from './read';

/** The Overview tab's reads (the Analytics tab reads its own when it opens). */
export function screenReads(url: URL): ScreenRead[] {
  if ((url.searchParams.get('tab') ?? 'overview') !== 'overview') return [];
  return [
    read(getDashboardMetricsQueryOptions('day')),
    read(getDashboardTodayQueryOptions()),
    readPages(getActivityFeedQueryOptions()),
    read(getSpeedToLeadQueryOptions()),
    // The setup banner above the overview waits for the channels' status.
    read(getSmsStatusQueryOptions()),
    read(getEmailStatusQueryOptions()),
  ];
}
