import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startupPrefetchDelay } from '@porchlight/domain/layout/layout-constants';
import { MESSAGE_REALTIME_KIND } from '@porchlight/domain/realtime/realtime-events';
import { reloadQueries } from '@/lib/query-client';
import { useRealtimeEvent, useRealtimeOpened } from '@/lib/realtime/use-realtime';
import { messagingKey } from '../api/conversations';
import { getEmailStatusQueryOptions } from '@/features/mailboxes/api/get-email-status';
import { getSmsStatusQueryOptions } from '@/features/sms/api/get-sms-status';

/** Keeps the inbox, threads, the sidebar's unread badge and the SMS usage live. */
export function LiveMessages() {
  const queryClient = useQueryClient();
  const refresh = () => void reloadQueries(queryClient, messagingKey);
  useRealtimeEvent(MESSAGE_REALTIME_KIND, refresh);
  useRealtimeOpened(refresh);
  // Startup prefetch (spec 001 §7): e-mail status, then SMS status, 200 ms apart.
  useEffect(() => {
    const email = setTimeout(() => void queryClient.prefetchQuery(getEmailStatusQueryOptions()), startupPrefetchDelay('emailStatus'));
    const sms = setTimeout(() => void queryClient.prefetchQuery(getSmsStatusQueryOptions()), startupPrefetchDelay('smsStatus'));
    return () => {
      clearTimeout(email);
      clearTimeout(sms);
    };
  }, [queryClient]);
  return null;
}
