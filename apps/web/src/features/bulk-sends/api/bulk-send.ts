import { useMutation, useQuery } from '@tanstack/react-query';
import type { BulkPreviewRequest, BulkSendRequest } from '@porchlight/domain/messaging/message-schemas';
import { api, jsonOf } from '@/lib/api';

// Under messaging's key on purpose: its live messages reload everything under ['messaging'], so a
// recipient's status follows the message events without a reload of its own.
export const bulkStatusKey = (bulkId: string) => ['messaging', 'bulk', bulkId] as const;
/** While some recipients still wait, their statuses are read again this often (besides live events). */
export const BULK_STATUS_REFRESH_MS = 5_000;

export const useBulkPreview = () =>
  useMutation({
    mutationFn: (body: BulkPreviewRequest) => jsonOf(api.bulkSends.messages.bulk.preview.$post({ json: body })),
  });

export const useBulkSend = () =>
  useMutation({
    mutationFn: (body: BulkSendRequest) => jsonOf(api.bulkSends.messages.bulk.$post({ json: body })),
  });

const WAITING = new Set(['scheduled', 'queued', 'sending']);
export const isWaiting = (status: string) => WAITING.has(status);

/** Each recipient's message and status; refreshed by message events (messaging's key) and while any wait. */
export function useBulkStatus(bulkId: string | undefined) {
  return useQuery({
    queryKey: bulkStatusKey(bulkId ?? ''),
    queryFn: ({ signal }) =>
      jsonOf(api.bulkSends.messages.bulk[':bulkId'].$get({ param: { bulkId: encodeURIComponent(bulkId ?? '') } }, { init: { signal } })),
    enabled: Boolean(bulkId),
    refetchInterval: (query) => (query.state.data?.recipients.some((r) => isWaiting(r.status)) ? BULK_STATUS_REFRESH_MS : false),
  });
}
