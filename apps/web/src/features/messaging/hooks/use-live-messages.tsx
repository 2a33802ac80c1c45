import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeOpened } from '@/lib/realtime/use-realtime';
import { messagingKey } from '../api/conversations';
import { getEmailStatusQueryOptions } from '../api/get-email-status';
import { getSmsStatusQueryOptions } from '../api/get-sms-status';

/** What the server publishes when a message of the agent's is sent, received or changes status. */
export const MESSAGE_REALTIME_KIND = 'message';
/** Spec 001 §7: the startup prefetch is staggered 200 ms apart (the profile goes first). */
export const STARTUP_PREFETCH_STAGGER_MS = 200;

/** Keeps the inbox, threads, the sidebar's unread badge and the SMS usage live. */
export function LiveMessages() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: messagingKey });
  useRealtimeEvent(MESSAGE_REALTIME_KIND, refresh);
  useRealtimeOpened(refresh);
  // Startup prefetch (spec 001 §7): e-mail status, then SMS status, 200 ms apart.
  useEffect(() => {
    const email = setTimeout(() => void queryClient.prefetchQuery(getEmailStatusQueryOptions()), STARTUP_PREFETCH_STAGGER_MS);
    const sms = setTimeout(() => void queryClient.prefetchQuery(getSmsStatusQueryOptions()), 2 * STARTUP_PREFETCH_STAGGER_MS);
    return () => {
      clearTimeout(email);
      clearTimeout(sms);
    };
  }, [queryClient]);
  return null;
}
