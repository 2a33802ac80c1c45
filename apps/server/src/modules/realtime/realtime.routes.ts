import { Hono } from 'hono';
import { REALTIME_HEARTBEAT_MS, SESSION_ENDED_KIND, parseRealtimeKinds, parseSince } from '@porchlight/domain/realtime/realtime-events';
import type { AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { createEventStreamBody } from './event-stream-body.ts';
import type { RealtimeBus, RealtimeEvent } from './realtime-bus.ts';

/**
 * What a feature tells the stream about one kind of event. The bus carries ids only; `expand`
 * turns them into what the client receives (null drops an event whose record is gone), and
 * `replay` returns what happened after `since`, oldest first, for a reconnecting client.
 */
export type RealtimeSource = {
  expand?: (userId: string, data: Record<string, unknown>) => Promise<Record<string, unknown> | null>;
  replay?: (userId: string, since: Date) => Promise<Record<string, unknown>[]>;
};

export type RealtimeOptions = {
  bus: RealtimeBus;
  sources: Record<string, RealtimeSource>;
  /**
   * Whether a session still exists: checked at every heartbeat, so a stream whose session was
   * deleted ends even if the revocation event was missed (an instance that was not listening).
   */
  isSessionActive: (sessionId: string) => Promise<boolean>;
  heartbeatMs?: number;
  logger?: Logger;
};

/** A stream that falls this far behind (a client that stopped reading) is closed. */
const MAX_PENDING_WRITES = 256;

/** The open streams of this instance, so shutdown can end them (they never finish on their own). */
export function createRealtimeStreams() {
  const open = new Set<() => void>();
  return {
    track(close: () => void) {
      open.add(close);
      return () => open.delete(close);
    },
    get size() {
      return open.size;
    },
    closeAll() {
      for (const close of [...open]) close();
    },
  };
}
export type RealtimeStreams = ReturnType<typeof createRealtimeStreams>;

const encoder = new TextEncoder();
/** One server-sent event; JSON never holds a raw line break, so its data is one line. */
const frameOf = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

const eventId = (data: Record<string, unknown>) => (typeof data.id === 'string' ? data.id : undefined);

/**
 * GET /api/realtime/events?types=notification,dashboard_update&since={iso}: server-sent events
 * (spec 001 §7). `connection` first, then what was missed since `since`, then live events of
 * the requested kinds, with a `heartbeat` at least every 30 s.
 */
export function realtimeRoutes(
  { bus, sources, isSessionActive, heartbeatMs = REALTIME_HEARTBEAT_MS, logger }: RealtimeOptions,
  streams: RealtimeStreams,
) {
  // One user's streams (tabs, devices) all receive the same event object from the bus: expand
  // it and serialise it once for all of them (a frame of bytes each stream writes as it is).
  const frames = new WeakMap<RealtimeEvent, Promise<Uint8Array | null>>();
  const frameOnce = (userId: string, event: RealtimeEvent) => {
    let pending = frames.get(event);
    if (!pending) {
      const expand = sources[event.kind]?.expand;
      pending = (expand ? expand(userId, event.data) : Promise.resolve(event.data)).then((data) =>
        data ? frameOf(event.kind, data) : null,
      );
      frames.set(event, pending);
    }
    return pending;
  };

  // A session's streams (tabs, devices, a test's thousand) share one database read of it at a
  // time: each heartbeat joins the read already in flight. One read per stream per beat kept a
  // database busy enough with a thousand streams that their events came late.
  const sessionChecks = new Map<string, Promise<boolean>>();
  const sessionIsActive = (sessionId: string) => {
    let check = sessionChecks.get(sessionId);
    if (!check) {
      check = isSessionActive(sessionId).finally(() => sessionChecks.delete(sessionId));
      sessionChecks.set(sessionId, check);
    }
    return check;
  };

  return new Hono<AppEnv>().get('/realtime/events', (c) => {
    const kinds = parseRealtimeKinds(c.req.query('types'));
    if (!kinds.ok) throw new HttpError(400, kinds.error);
    const since = parseSince(c.req.query('since'));
    if (!since.ok) throw new HttpError(400, since.error);
    const userId = c.var.user.id;
    const sessionId = c.var.session.id;
    const wanted = new Set(kinds.kinds);

    const stream = createEventStreamBody(MAX_PENDING_WRITES);
    const finish = () => stream.close();
    let pending = 0;
    let queue: Promise<void> = Promise.resolve();

    // Writes happen one at a time, in order; expanding an id into a record happens in line.
    const enqueue = (task: () => Promise<void> | void) => {
      if (pending >= MAX_PENDING_WRITES) return finish();
      pending++;
      queue = queue
        .then(task)
        .catch((error: unknown) => logger?.error({ err: error, userId }, 'Realtime: an event could not be sent'))
        .finally(() => pending--);
    };
    const write = (event: string, data: unknown) => void stream.write(frameOf(event, data));

    // A stream does not outlive its session: the last thing it says is that the session ended.
    let ending = false;
    const endSession = (reason: 'signed_out') => {
      if (ending) return;
      ending = true;
      enqueue(() => write(SESSION_ENDED_KIND, { reason }));
      void queue.then(finish);
    };

    const replayed = new Set<string>();
    const deliver = (event: RealtimeEvent) => {
      // Revocations travel on the bus like events, but are never passed on as they are.
      if (event.kind === SESSION_ENDED_KIND) {
        if (event.data.session_id === sessionId) endSession('signed_out');
        return;
      }
      if (ending || !wanted.has(event.kind)) return;
      enqueue(async () => {
        const id = eventId(event.data);
        if (id && replayed.has(`${event.kind}:${id}`)) return;
        const frame = await frameOnce(userId, event);
        if (frame) stream.write(frame);
      });
    };

    // Written after the subscription below is in place (the write runs on a later tick), so a
    // client that refetches on `connection` misses nothing made before it (the web app does).
    enqueue(() => write('connection', { status: 'connected', types: [...wanted], server_time: new Date().toISOString() }));
    // Replay is queued before subscribing, so live events that arrive meanwhile follow it.
    if (since.since) {
      const from = since.since;
      for (const kind of wanted) {
        const replay = sources[kind]?.replay;
        if (!replay) continue;
        enqueue(async () => {
          for (const data of await replay(userId, from)) {
            const id = eventId(data);
            if (id) replayed.add(`${kind}:${id}`);
            write(kind, data);
          }
        });
      }
    }
    const unsubscribe = bus.subscribe(userId, deliver);
    const stopInterruption = bus.onInterruption(finish);
    const untrack = streams.track(finish);
    const heartbeat = setInterval(() => {
      if (ending) return;
      // The session read from the database: deleted, or past its expiry (which better-auth
      // moves forward while the agent is active, so the time at opening is not enough).
      enqueue(async () => {
        if (!(await sessionIsActive(sessionId))) return endSession('signed_out');
        write('heartbeat', { time: new Date().toISOString() });
      });
    }, heartbeatMs);
    void stream.ended.then(() => {
      clearInterval(heartbeat);
      unsubscribe();
      stopInterruption();
      untrack();
    });

    return c.body(stream.body, 200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      // Proxies (nginx) must pass events through as they come.
      'X-Accel-Buffering': 'no',
    });
  });
}
