import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readWhenLive } from './app-realtime';
import { RealtimeConnection, type RealtimeConnectionOptions } from './realtime-connection';

/** Stands in for the browser's EventSource: the test opens, fails and feeds it. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readyState = 0;
  onopen: ((ev: Event) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  closed = false;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(kind: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  emit(kind: string, data: unknown) {
    for (const l of this.listeners.get(kind) ?? []) l(new MessageEvent(kind, { data: JSON.stringify(data) }));
  }
}
const latest = () => FakeEventSource.all.at(-1)!;

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  setVisible(visible: boolean) {
    this.visibilityState = visible ? 'visible' : 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

let doc: FakeDocument;
const connect = (options: RealtimeConnectionOptions = {}) =>
  new RealtimeConnection({
    createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
    document: doc as unknown as Document,
    now: () => Date.now(),
    ...options,
  });

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.all = [];
  doc = new FakeDocument();
});
afterEach(() => vi.useRealTimers());

describe('realtime connection (spec 001 §4)', () => {
  it('opens the stream for the kinds listened to and reports connected on open', () => {
    const c = connect();
    c.on('notification', () => {});
    c.on('subscription_update', () => {});
    c.start();
    expect(latest().url).toBe('/api/realtime/events?types=notification%2Csubscription_update');
    expect(c.status).toBe('connecting');
    latest().open();
    expect(c.status).toBe('connected');
  });

  it('reports before it starts the status starting leads to, so the first render is the one after it', () => {
    expect(connect().status).toBe('connecting');
    doc.visibilityState = 'hidden';
    expect(connect().status).toBe('disconnected');
    vi.stubGlobal('EventSource', undefined);
    try {
      doc.visibilityState = 'visible';
      expect(new RealtimeConnection({ document: doc as unknown as Document }).status).toBe('disconnected');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hands each kind its data', () => {
    const c = connect();
    const got: unknown[] = [];
    c.on('notification', (d) => got.push(d));
    c.start();
    latest().open();
    latest().emit('notification', { id: 'n1' });
    latest().emit('dashboard_update', { x: 1 });
    expect(got).toEqual([{ id: 'n1' }]);
  });

  it('on errors closes the stream and retries after 1, 2, 4, 8, 16, 30, 30 s', () => {
    const c = connect();
    c.start();
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const source = latest();
      source.fail();
      expect(source.closed).toBe(true);
      expect(c.status).toBe('disconnected');
      const before = FakeEventSource.all.length;
      let waited = 0;
      while (FakeEventSource.all.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('resets the backoff once a stream opens', () => {
    const c = connect();
    c.start();
    latest().fail();
    vi.advanceTimersByTime(1000);
    latest().fail();
    vi.advanceTimersByTime(2000);
    latest().open();
    const count = FakeEventSource.all.length;
    latest().fail();
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.all).toHaveLength(count);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(count + 1);
  });

  it('reconnects asking for what it missed since the last server time, with a little overlap', () => {
    const c = connect();
    c.on('notification', () => {});
    c.start();
    latest().open();
    latest().emit('connection', { server_time: '2025-06-15T10:00:00.000Z' });
    latest().emit('notification', { id: 'n1', created_at: '2025-06-15T10:00:30.000Z' });
    latest().emit('heartbeat', { time: '2025-06-15T10:00:20.000Z' });
    latest().fail();
    vi.advanceTimersByTime(1000);
    expect(latest().url).toBe(`/api/realtime/events?types=notification&since=${encodeURIComponent('2025-06-15T10:00:25.000Z')}`);
  });

  it('closes while the tab is hidden and reopens when it shows again', () => {
    const c = connect();
    c.start();
    latest().open();
    doc.setVisible(false);
    expect(latest().closed).toBe(true);
    expect(c.status).toBe('disconnected');
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.all).toHaveLength(1);
    doc.setVisible(true);
    expect(FakeEventSource.all).toHaveLength(2);
    latest().open();
    expect(c.status).toBe('connected');
  });

  it('does not open while hidden at start', () => {
    doc.visibilityState = 'hidden';
    connect().start();
    expect(FakeEventSource.all).toHaveLength(0);
  });

  it('reports disconnected when the tab was hidden between its making and its start', () => {
    const c = connect();
    doc.visibilityState = 'hidden';
    c.start();
    expect(FakeEventSource.all).toHaveLength(0);
    expect(c.status).toBe('disconnected');
  });

  it('treats a stream silent past two heartbeats as broken at the 30 s health check', () => {
    const c = connect();
    c.start();
    latest().open();
    vi.advanceTimersByTime(30_000);
    expect(c.status).toBe('connected');
    latest().emit('heartbeat', { time: new Date().toISOString() });
    vi.advanceTimersByTime(60_000);
    expect(c.status).toBe('connected');
    vi.advanceTimersByTime(30_000);
    expect(c.status).toBe('disconnected');
    expect(FakeEventSource.all[0]!.closed).toBe(true);
  });

  it('reopens once with a kind a screen starts listening to later', async () => {
    const c = connect();
    c.on('notification', () => {});
    c.start();
    latest().open();
    c.on('subscription_update', () => {});
    c.on('dashboard_update', () => {});
    await Promise.resolve();
    expect(FakeEventSource.all).toHaveLength(2);
    expect(latest().url).toContain('types=notification%2Csubscription_update%2Cdashboard_update');
  });

  it('says it is live on the connection event, not on open: the server listens before sending it', () => {
    const c = connect();
    let opened = 0;
    c.onOpened(() => opened++);
    c.start();
    latest().open();
    expect(opened).toBe(0);
    latest().emit('connection', { server_time: '2025-06-15T10:00:00.000Z' });
    expect(opened).toBe(1);
    latest().fail();
    vi.advanceTimersByTime(1000);
    latest().open();
    latest().emit('connection', { server_time: '2025-06-15T10:00:02.000Z' });
    expect(opened).toBe(2);
  });

  it('stops reconnecting and tells the app when the server says the session ended', () => {
    const c = connect();
    let ended = 0;
    c.onSessionEnded(() => ended++);
    c.start();
    latest().open();
    latest().emit('session_ended', { reason: 'signed_out' });
    expect(ended).toBe(1);
    expect(latest().closed).toBe(true);
    expect(c.status).toBe('disconnected');
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('stops for good', () => {
    const c = connect();
    c.start();
    latest().fail();
    c.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(c.status).toBe('disconnected');
  });

  it('asks for the kinds it was made with from the first open, and a listener of one does not reopen it', async () => {
    const c = connect({ kinds: ['notification', 'message'] });
    c.start();
    expect(latest().url).toBe('/api/realtime/events?types=notification%2Cmessage');
    latest().open();
    const got: unknown[] = [];
    c.on('message', (data) => got.push(data));
    await Promise.resolve();
    expect(FakeEventSource.all).toHaveLength(1);
    latest().emit('message', { id: 'm1' });
    expect(got).toEqual([{ id: 'm1' }]);
    c.on('flow_run_update', () => {});
    await Promise.resolve();
    expect(FakeEventSource.all).toHaveLength(2);
  });

  it('is live from its connection event until the stream closes', () => {
    const c = connect();
    c.start();
    latest().open();
    expect(c.live).toBe(false);
    latest().emit('connection', { server_time: '2025-06-15T10:00:00.000Z' });
    expect(c.live).toBe(true);
    latest().fail();
    expect(c.live).toBe(false);
  });

  it('forgets what it missed when it ends (a new sign-in starts afresh), not when it only stops', () => {
    const c = connect({ kinds: ['notification'] });
    c.start();
    latest().open();
    latest().emit('connection', { server_time: '2025-06-15T10:00:00.000Z' });
    c.stop();
    c.start();
    expect(latest().url).toContain('since=');
    c.end();
    c.start();
    expect(latest().url).toBe('/api/realtime/events?types=notification');
  });
});

describe('the first reads and the stream (issue 47)', () => {
  it('reads once the stream is live, and not again', () => {
    const c = connect();
    const calls: string[] = [];
    c.start();
    readWhenLive(
      c,
      () => calls.push('read'),
      () => calls.push('again'),
    );
    expect(calls).toEqual([]);
    latest().open();
    latest().emit('connection', { server_time: '2025-06-15T10:00:00.000Z' });
    expect(calls).toEqual(['read']);
    vi.advanceTimersByTime(10_000);
    latest().fail();
    vi.advanceTimersByTime(1000);
    latest().open();
    latest().emit('connection', { server_time: '2025-06-15T10:00:05.000Z' });
    expect(calls).toEqual(['read']);
  });

  it('reads at once on a stream already live (a later screen)', () => {
    const c = connect();
    c.start();
    latest().open();
    latest().emit('connection', { server_time: '2025-06-15T10:00:00.000Z' });
    const calls: string[] = [];
    readWhenLive(
      c,
      () => calls.push('read'),
      () => calls.push('again'),
    );
    expect(calls).toEqual(['read']);
  });

  it('does not wait past its limit for a slow stream, and reads again once it is live so no event is missed', () => {
    const c = connect();
    const calls: string[] = [];
    c.start();
    readWhenLive(
      c,
      () => calls.push('read'),
      () => calls.push('again'),
      600,
    );
    vi.advanceTimersByTime(599);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['read']);
    latest().open();
    latest().emit('connection', { server_time: '2025-06-15T10:00:00.000Z' });
    expect(calls).toEqual(['read', 'again']);
  });

  it('reads at once where the browser cannot stream (the features poll instead)', () => {
    vi.stubGlobal('EventSource', undefined);
    const c = new RealtimeConnection({ document: doc as unknown as Document });
    vi.unstubAllGlobals();
    expect(c.canStream).toBe(false);
    const calls: string[] = [];
    readWhenLive(
      c,
      () => calls.push('read'),
      () => calls.push('again'),
    );
    expect(calls).toEqual(['read']);
  });
});
