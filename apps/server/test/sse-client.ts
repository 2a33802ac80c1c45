import { expect } from 'vitest';

export type SseEvent = { event: string; data: unknown };

/**
 * Reads a text/event-stream response event by event, as a browser's EventSource would, so
 * tests can wait for what the server sends. `close()` cancels the body like a client leaving.
 */
export function readEvents(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const received: SseEvent[] = [];
  let buffer = '';
  let cursor = 0;

  async function pull(): Promise<boolean> {
    const { done, value } = await reader.read();
    if (done) return false;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      received.push({ event, data: data.length ? JSON.parse(data.join('\n')) : undefined });
    }
    return true;
  }

  return {
    received,
    /** The next event (of `kind`, skipping others), or throws after `timeoutMs`. */
    async next(kind?: string, timeoutMs = 5_000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (cursor < received.length) {
          const e = received[cursor++]!;
          if (!kind || e.event === kind) return e;
        }
        const remaining = deadline - Date.now();
        if (remaining <= 0)
          throw new Error(`no "${kind ?? 'any'}" event within ${timeoutMs} ms; got ${JSON.stringify(received.map((e) => e.event))}`);
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), remaining)));
        const more = await Promise.race([pull(), timeout]);
        clearTimeout(timer);
        if (more === false) throw new Error(`the stream ended; got ${JSON.stringify(received.map((e) => e.event))}`);
      }
    },
    /** True when the server ended the stream (reads to the end). */
    async ended(timeoutMs = 5_000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), deadline - Date.now())));
        const more = await Promise.race([pull(), timeout]);
        clearTimeout(timer);
        if (more === false) return true;
        if (more === 'timeout') return false;
      }
      return false;
    },
    close: () => reader.cancel(),
  };
}
