import { useSyncExternalStore } from 'react';
import type { ApiError } from './api-client';

/**
 * Whether our API said it is temporarily unavailable (its database does not answer): a 503 that
 * says when to ask again (Retry-After). The app then shows one banner and keeps retrying,
 * instead of a toast per failed request; the first answer that succeeds ends it.
 */
let unavailable = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (unavailable === next) return;
  unavailable = next;
  for (const listener of listeners) listener();
}

export const markServiceUnavailable = () => set(true);
export const markServiceAvailable = () => set(false);
export const isServiceDown = () => unavailable;

/** The 503 our server answers while its database does not (it carries Retry-After). */
export function isServiceUnavailable(error: unknown): error is ApiError {
  // Read by shape: api-client imports this file, so this one does not import its class.
  const answer = error as Partial<ApiError> | null;
  return error instanceof Error && answer?.name === 'ApiError' && answer.status === 503 && answer.retryAfterSeconds !== undefined;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useServiceUnavailable(): boolean {
  return useSyncExternalStore(subscribe, isServiceDown, () => false);
}
