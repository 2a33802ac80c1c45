import { act, waitFor } from '@testing-library/react';

/** The browser's EventSource, driven by the test: `emit` delivers a server-sent event. */
export class FakeEventSource {
  /** The last stream opened in this test (`forget` clears it between tests). */
  static latest: FakeEventSource | undefined;
  /**
   * The stream opened in this test, once it has been: it opens in an effect, which can run after
   * the screen shows. With `after`, the next one opened after that stream (a reconnection).
   */
  static async opened(after?: FakeEventSource): Promise<FakeEventSource> {
    await waitFor(() => {
      if (!FakeEventSource.latest) throw new Error('This test opened no event stream');
      if (FakeEventSource.latest === after) throw new Error('No event stream was opened after the one given');
    });
    return FakeEventSource.latest!;
  }
  /** Called after each test, so that no test takes the stream of the one before. */
  static forget() {
    FakeEventSource.latest = undefined;
  }
  readyState = 0;
  onopen: ((ev: Event) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.latest = this;
  }
  addEventListener(kind: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }
  close() {}
  emit(kind: string, data: unknown) {
    act(() => {
      for (const l of this.listeners.get(kind) ?? []) l(new MessageEvent(kind, { data: JSON.stringify(data) }));
    });
  }
}

/** RealtimeProvider options that open a FakeEventSource instead of a real stream. */
export const fakeRealtimeOptions = { createEventSource: (url: string) => new FakeEventSource(url) as unknown as EventSource };
