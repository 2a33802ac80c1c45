import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeStatus } from './realtime-connection';
import { RealtimeContext } from './realtime-provider';

const noop = () => () => {};

/** Connected, connecting or disconnected (the bell's dot); disconnected outside the provider. */
export function useRealtimeStatus(): RealtimeStatus {
  const connection = useContext(RealtimeContext);
  const status = () => connection?.status ?? 'disconnected';
  return useSyncExternalStore(connection ? (listener) => connection.subscribeStatus(listener) : noop, status, status);
}

/**
 * Calls `handler` with the data of every `kind` event on the stream, e.g.
 * `useRealtimeEvent('subscription_update', () => refetch())`. A kind not yet in the stream's
 * types= is added (the stream reopens once, asking for what it missed).
 */
export function useRealtimeEvent(kind: string, handler: (data: unknown) => void): void {
  const connection = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => connection?.on(kind, (data) => latest.current(data)), [connection, kind]);
}

/**
 * Calls `callback` once each (re)opened stream is live, to catch up on what happened while it
 * was not: the first load of a list may have been made just before an event that the stream,
 * opening just after, never carries.
 */
export function useRealtimeOpened(callback: () => void): void {
  const connection = useContext(RealtimeContext);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => connection?.onOpened(() => latest.current()), [connection]);
}

/**
 * Calls `callback` when the server ended the stream because this session was signed out; the
 * stream stays closed unless the callback calls `resume` (the session turned out to be valid).
 */
export function useRealtimeSessionEnded(callback: (resume: () => void) => void): void {
  const connection = useContext(RealtimeContext);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => connection?.onSessionEnded(() => latest.current(() => connection.start())), [connection]);
}
