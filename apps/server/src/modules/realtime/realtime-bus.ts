import { REALTIME_MAX_PAYLOAD_BYTES } from '@porchlight/domain/realtime/realtime-events';
import type { DatabaseHandle } from '../../db/client.ts';
import { openPgChannel } from '../../db/pg-channel.ts';
import type { Logger } from '../../lib/logger.ts';

/** The one PostgreSQL channel every instance listens on; payloads name the user and the kind. */
export const REALTIME_CHANNEL = 'porchlight_events';

export type RealtimeEvent = { kind: string; data: Record<string, unknown> };
export type RealtimeListener = (event: RealtimeEvent) => void;

export type RealtimeBus = {
  /** Sends an event to every stream of `userId` on every instance. `data` carries ids, not bodies. */
  publish(userId: string, kind: string, data: Record<string, unknown>): Promise<void>;
  /** Calls `listener` for each event of `userId` published anywhere; returns the unsubscribe. */
  subscribe(userId: string, listener: RealtimeListener): () => void;
  /** Calls `observer` for every user's events (instance-wide caches forget what changed). */
  observe(observer: (userId: string, event: RealtimeEvent) => void): () => void;
  /**
   * Called when the LISTEN connection was lost: events may have been missed, so streams should
   * close and let their clients reconnect with `since` (which replays what they missed).
   */
  onInterruption(callback: () => void): () => void;
  /** Called when the LISTEN connection listens again after an interruption. */
  onRestored(callback: () => void): () => void;
  /** Local subscribers (one user's, or everybody's): streams that went away leave none behind. */
  listenerCount(userId?: string): number;
  /** Resolves once this instance is listening. */
  ready: Promise<void>;
  close(): Promise<void>;
};

/** u: user, k: kind, d: data, o: the publishing instance (which delivered it already). */
type Wire = { u: string; k: string; d: Record<string, unknown>; o: string };

/**
 * The realtime bus: PostgreSQL LISTEN/NOTIFY, so an event published on any instance reaches the
 * streams open on every instance. Each instance holds one listening connection however many
 * streams it serves, and fans events out in memory by user.
 */
export function createRealtimeBus(database: Pick<DatabaseHandle, 'driver' | 'pglite' | 'pool'>, logger?: Logger): RealtimeBus {
  const transport = openPgChannel(database, REALTIME_CHANNEL, logger);

  const listeners = new Map<string, Set<RealtimeListener>>();
  const interruptions = new Set<() => void>();
  const restorations = new Set<() => void>();
  const observers = new Set<(userId: string, event: RealtimeEvent) => void>();
  // This instance delivers its own events at once and skips their echo from PostgreSQL: the
  // streams it serves do not wait for the round trip, and other instances hear the NOTIFY.
  const instanceId = crypto.randomUUID();

  const receive = (payload: string) => {
    let wire: Wire;
    try {
      wire = JSON.parse(payload) as Wire;
    } catch {
      logger?.warn('Realtime: ignored a payload that is not JSON');
      return;
    }
    if (wire.o !== instanceId) dispatch(wire);
  };
  const dispatch = (wire: Wire) => {
    const event = { kind: wire.k, data: wire.d ?? {} };
    for (const observer of observers) {
      try {
        observer(wire.u, event);
      } catch (error) {
        logger?.error({ err: error }, 'Realtime: an observer failed');
      }
    }
    for (const listener of listeners.get(wire.u) ?? []) {
      try {
        listener(event);
      } catch (error) {
        logger?.error({ err: error }, 'Realtime: a listener failed');
      }
    }
  };
  const interrupted = () => {
    for (const callback of [...interruptions]) callback();
  };

  const restored = () => {
    for (const callback of [...restorations]) callback();
  };

  const ready = transport.listen(receive, interrupted, restored);
  // A failed first LISTEN is retried by the transport; callers awaiting ready see the error.
  ready.catch((error: unknown) => logger?.error({ err: error }, 'Realtime: could not LISTEN'));

  return {
    async publish(userId, kind, data) {
      const wire = { u: userId, k: kind, d: data, o: instanceId } satisfies Wire;
      const payload = JSON.stringify(wire);
      const bytes = Buffer.byteLength(payload);
      if (bytes > REALTIME_MAX_PAYLOAD_BYTES) {
        throw new Error(`Realtime payload of ${bytes} bytes is over ${REALTIME_MAX_PAYLOAD_BYTES}: publish ids, not bodies`);
      }
      dispatch(wire);
      await transport.notify(payload);
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    observe(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    onInterruption(callback) {
      interruptions.add(callback);
      return () => interruptions.delete(callback);
    },
    onRestored(callback) {
      restorations.add(callback);
      return () => restorations.delete(callback);
    },
    listenerCount(userId) {
      if (userId !== undefined) return listeners.get(userId)?.size ?? 0;
      let total = 0;
      for (const set of listeners.values()) total += set.size;
      return total;
    },
    ready,
    async close() {
      interruptions.clear();
      restorations.clear();
      observers.clear();
      listeners.clear();
      await transport.close();
    },
  };
}
