import { useInfiniteQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { eventHistoryQueryOptions } from '@/lib/event-history-query';
import { propertiesKey } from './get-properties';

export const propertyHistoryKey = (id: string) => [...propertiesKey, 'history', id] as const;

/** The property's history from the event log, newest first, a page at a time. */
export const getPropertyHistoryQueryOptions = (id: string) =>
  eventHistoryQueryOptions(propertyHistoryKey(id), (query, signal) =>
    jsonOf(api.properties.properties[':id'].history.$get({ param: { id: encodeURIComponent(id) }, query }, { init: { signal } })),
  );

export function usePropertyHistory(id: string) {
  return useInfiniteQuery(getPropertyHistoryQueryOptions(id));
}
