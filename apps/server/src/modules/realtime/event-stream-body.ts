/**
 * The body of a server-sent event stream, written straight into the response's ReadableStream.
 * Hono's streamSSE passes each write through a TransformStream and a second ReadableStream before
 * the node adapter reads it: three hops of promises per frame, per stream, which was most of what
 * a notification to 1,000 open streams cost over a bare broadcast (issue 15). Here a write is
 * one enqueue, and the bytes of one frame are shared by every stream that writes them.
 */
export type EventStreamBody = {
  readonly body: ReadableStream<Uint8Array>;
  /** Queues bytes for the client; false once the stream ended or the client is `maxBehind` frames behind. */
  write(bytes: Uint8Array): boolean;
  /** Ends the stream (a no-op once ended). */
  close(): void;
  /** Resolves when the stream ended: closed here, or cancelled because the client went away. */
  readonly ended: Promise<void>;
};

export function createEventStreamBody(maxBehind: number): EventStreamBody {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  let markEnded!: () => void;
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const end = () => {
    if (!open) return;
    open = false;
    markEnded();
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => void (controller = c),
      cancel: end,
    },
    // A frame is one chunk: desiredSize counts the frames the client has not taken yet.
    { highWaterMark: 1 },
  );
  return {
    body,
    ended,
    write(bytes) {
      if (!open) return false;
      if ((controller.desiredSize ?? 0) < -maxBehind) {
        this.close();
        return false;
      }
      controller.enqueue(bytes);
      return true;
    },
    close() {
      if (!open) return;
      end();
      try {
        controller.close();
      } catch {
        // Already closed by a cancel.
      }
    },
  };
}
