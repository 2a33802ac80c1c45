import { act } from '@testing-library/react';

/** The browser's EventSource, driven by the test: `emit` delivers a server-sent event. */
export class FakeEventSource {
  static latest: FakeEventSource | undefined;
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
