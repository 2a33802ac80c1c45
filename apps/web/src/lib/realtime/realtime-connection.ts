import {
  REALTIME_CONTROL_KINDS,
  REALTIME_EVENTS_PATH,
  REALTIME_HEALTH_CHECK_MS,
  REALTIME_RECONNECT_BASE_MS,
  REALTIME_RECONNECT_MAX_MS,
  REALTIME_SILENCE_LIMIT_MS,
  SESSION_ENDED_KIND,
  reconnectDelay,
} from '@porchlight/domain/realtime/realtime-events';

export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected';
export type RealtimeHandler = (data: unknown) => void;

export type RealtimeTimings = { reconnectBaseMs: number; reconnectMaxMs: number; healthCheckMs: number; silenceLimitMs: number };
export const DEFAULT_REALTIME_TIMINGS: RealtimeTimings = {
  reconnectBaseMs: REALTIME_RECONNECT_BASE_MS,
  reconnectMaxMs: REALTIME_RECONNECT_MAX_MS,
  healthCheckMs: REALTIME_HEALTH_CHECK_MS,
  silenceLimitMs: REALTIME_SILENCE_LIMIT_MS,
};

type EventSourceLike = Pick<EventSource, 'close' | 'addEventListener' | 'readyState'> & {
  onopen: ((this: EventSource, ev: Event) => unknown) | null;
  onerror: ((this: EventSource, ev: Event) => unknown) | null;
};

export type RealtimeConnectionOptions = {
  createEventSource?: (url: string) => EventSourceLike;
  timings?: Partial<RealtimeTimings>;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
  /**
   * Kinds asked for from the first open, before anything listens to them: the app's start-up opens
   * the stream before its screens mount (lib/realtime/app-realtime.ts), and a kind added later
   * would reopen it, which means catching up on everything again.
   */
  kinds?: readonly string[];
};

export const REPLAY_OVERLAP_MS = 5_000;

/** The newest of two ISO times (server clock), for `since` on the next connection. */
const later = (a: string | null, b: unknown) => (typeof b === 'string' && !Number.isNaN(Date.parse(b)) && (!a || b > a) ? b : a);

/**
 * One server-sent-events connection for the signed-in app, as spec 001 §4 describes it: on an
 * error it closes the stream, reports "disconnected" (the features poll meanwhile) and retries
 * with backoff from 1 s doubling to 30 s; on open it resets the backoff; while the tab is
 * hidden it stays closed and reopens when the tab shows again; every 30 s a health check
 * treats a silent stream (no heartbeat) as broken. Reconnecting asks for what was missed with
 * `since`. Framework-free, so its timing is tested with fake timers.
 */
export class RealtimeConnection {
  private source: EventSourceLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private healthTimer: ReturnType<typeof setInterval> | undefined;
  private attempt = 0;
  private lastMessageAt = 0;
  private lastServerTime: string | null = null;
  private running = false;
  private reopenScheduled = false;
  private kinds = new Map<string, Set<RealtimeHandler>>();
  private statusListeners = new Set<() => void>();
  private openedListeners = new Set<() => void>();
  private readonly baseKinds: readonly string[];
  private isLive = false;
  private sessionEndedListeners = new Set<() => void>();
  private currentStatus: RealtimeStatus;
  private readonly timings: RealtimeTimings;
  private readonly doc: NonNullable<RealtimeConnectionOptions['document']> | undefined;
  /** Null where the browser has no EventSource: the features' polling fallback carries on alone. */
  private readonly create: ((url: string) => EventSourceLike) | null;
  private readonly now: () => number;

  constructor(options: RealtimeConnectionOptions = {}) {
    this.timings = { ...DEFAULT_REALTIME_TIMINGS, ...options.timings };
    this.doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
    this.create = options.createEventSource ?? (typeof EventSource === 'undefined' ? null : (url) => new EventSource(url));
    this.now = options.now ?? Date.now;
    this.baseKinds = options.kinds ?? [];
    // Before start() (the shell mounts it and starts it in an effect), the status start() leads
    // to: the app's first render is then the one after it. Starting at "disconnected" turned the
    // bell's polling fallback on for that render and off again in the next, a second render of
    // the bell right after the dashboard's first (issue 15).
    this.currentStatus = this.create && this.isVisible() ? 'connecting' : 'disconnected';
  }

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  /**
   * Whether the stream is live: its `connection` event came and it has not closed since. What is
   * read from the server from here on misses nothing: a later event comes on the stream.
   */
  get live(): boolean {
    return this.isLive;
  }

  /** Whether this browser can stream at all (no EventSource: the features poll instead). */
  get canStream(): boolean {
    return this.create !== null;
  }

  /** The time to ask `since` from on the next connection (server clock). */
  get since(): string | null {
    return this.lastServerTime;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.doc?.addEventListener('visibilitychange', this.handleVisibility);
    this.healthTimer = setInterval(this.checkHealth, this.timings.healthCheckMs);
    if (this.isVisible()) this.open();
    // Hidden since it was made: it waits for the tab to show, not connecting meanwhile.
    else this.setStatus('disconnected');
  }

  /** Stops, and forgets what it had: a later start() (a new sign-in) asks for nothing missed. */
  end(): void {
    this.stop();
    this.lastServerTime = null;
  }

  stop(): void {
    this.running = false;
    this.doc?.removeEventListener('visibilitychange', this.handleVisibility);
    clearInterval(this.healthTimer);
    this.closeSource();
    this.setStatus('disconnected');
  }

  /** Listens to one event kind; asking for a new kind reopens the stream with it in types=. */
  on(kind: string, handler: RealtimeHandler): () => void {
    let handlers = this.kinds.get(kind);
    const isNewKind = !handlers;
    if (!handlers) this.kinds.set(kind, (handlers = new Set()));
    handlers.add(handler);
    if (isNewKind && this.source && !this.baseKinds.includes(kind)) this.scheduleReopen();
    return () => {
      handlers.delete(handler);
      if (handlers.size === 0) this.kinds.delete(kind);
    };
  }

  subscribeStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /**
   * Called once each (re)opened stream is live: on its `connection` event, which the server
   * sends after it started listening, so what is fetched from here on misses nothing and an
   * event made in between is either in that fetch or on the stream.
   */
  onOpened(listener: () => void): () => void {
    this.openedListeners.add(listener);
    return () => this.openedListeners.delete(listener);
  }

  /** Called when the server ends the stream because the session was signed out or revoked. */
  onSessionEnded(listener: () => void): () => void {
    this.sessionEndedListeners.add(listener);
    return () => this.sessionEndedListeners.delete(listener);
  }

  private isVisible() {
    return !this.doc || this.doc.visibilityState !== 'hidden';
  }

  private url(): string {
    const types = [...new Set([...this.baseKinds, ...this.kinds.keys()])].filter(
      (k) => !(REALTIME_CONTROL_KINDS as readonly string[]).includes(k),
    );
    const params = [`types=${encodeURIComponent((types.length ? types : ['notification']).join(','))}`];
    if (this.lastServerTime) {
      // A little overlap: an event stamped just before the last heartbeat may still have been in
      // flight. What arrives twice is merged by id and toasted once.
      const since = new Date(Date.parse(this.lastServerTime) - REPLAY_OVERLAP_MS).toISOString();
      params.push(`since=${encodeURIComponent(since)}`);
    }
    return `${REALTIME_EVENTS_PATH}?${params.join('&')}`;
  }

  private open() {
    if (!this.running || this.source || !this.create) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.setStatus('connecting');
    const source = this.create(this.url());
    this.source = source;
    this.lastMessageAt = this.now();
    source.onopen = () => {
      if (this.source !== source) return;
      this.attempt = 0;
      this.lastMessageAt = this.now();
      this.setStatus('connected');
    };
    source.onerror = () => {
      if (this.source === source) this.fail();
    };
    const kinds = new Set([...REALTIME_CONTROL_KINDS, ...this.baseKinds, ...this.kinds.keys()]);
    for (const kind of kinds) source.addEventListener(kind, (event) => this.receive(source, kind, event as MessageEvent));
  }

  private receive(source: EventSourceLike, kind: string, event: MessageEvent) {
    if (this.source !== source) return;
    this.lastMessageAt = this.now();
    let data: unknown;
    try {
      data = JSON.parse(String(event.data));
    } catch {
      return;
    }
    const record = (data ?? {}) as Record<string, unknown>;
    this.lastServerTime = later(later(later(this.lastServerTime, record.server_time), record.time), record.created_at);
    if (kind === SESSION_ENDED_KIND) {
      // Reconnecting would only be refused: stop, and let the app read its session again.
      this.stop();
      for (const listener of [...this.sessionEndedListeners]) listener();
      return;
    }
    if (kind === 'connection') {
      this.isLive = true;
      for (const listener of [...this.openedListeners]) listener();
    }
    for (const handler of [...(this.kinds.get(kind) ?? [])]) handler(data);
  }

  /** Close, report disconnected (features poll), retry after the backoff. */
  private fail() {
    this.closeSource();
    this.setStatus('disconnected');
    if (!this.running || !this.isVisible()) return;
    const delay = reconnectDelay(this.attempt++, this.timings.reconnectBaseMs, this.timings.reconnectMaxMs);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.open();
    }, delay);
  }

  /** Several hooks mounting together with new kinds reopen the stream once. */
  private scheduleReopen() {
    if (this.reopenScheduled) return;
    this.reopenScheduled = true;
    queueMicrotask(() => {
      this.reopenScheduled = false;
      if (!this.source) return;
      this.closeSource();
      this.open();
    });
  }

  private closeSource() {
    this.isLive = false;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    if (this.source) {
      this.source.onopen = null;
      this.source.onerror = null;
      this.source.close();
      this.source = null;
    }
  }

  private handleVisibility = () => {
    if (!this.running) return;
    if (this.isVisible()) {
      this.attempt = 0;
      this.open();
    } else {
      this.closeSource();
      this.setStatus('disconnected');
    }
  };

  private checkHealth = () => {
    if (!this.running || !this.isVisible()) return;
    if (this.source && this.now() - this.lastMessageAt > this.timings.silenceLimitMs) this.fail();
    else if (!this.source && this.retryTimer === undefined && this.create) this.open();
  };

  private setStatus(status: RealtimeStatus) {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of this.statusListeners) listener();
  }
}
