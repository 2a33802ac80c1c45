import type { Readable } from 'node:stream';

/**
 * The bytes every message being received holds between them: with a cap on these, memory stays
 * bounded whatever the number of senders (each message is also capped on its own).
 */
export function createByteBudget(limit: number) {
  let used = 0;
  let peak = 0;
  return {
    take(bytes: number): boolean {
      if (used + bytes > limit) return false;
      used += bytes;
      peak = Math.max(peak, used);
      return true;
    },
    give(bytes: number) {
      used = Math.max(0, used - bytes);
    },
    /** The most ever held at once (an operator's gauge; the tests' proof that no message was kept past its cap). */
    peak: () => peak,
    used: () => used,
  };
}
export type ByteBudget = ReturnType<typeof createByteBudget>;

export type BoundedMessage =
  | { message: Buffer; release: () => void }
  /** too-large: past its own cap (552); busy: the shared budget is spent (452, try later). */
  | { refused: 'too-large' | 'busy'; bytes: number };

/**
 * Reads a message into memory only up to `maxBytes` (and while the shared budget allows); past
 * that it drops what it kept and reads the rest to its end without keeping it, so the SMTP
 * session can still answer. Nothing past the cap ever reaches the mail parser.
 */
export async function readBoundedMessage(stream: Readable, maxBytes: number, budget: ByteBudget): Promise<BoundedMessage> {
  let chunks: Buffer[] = [];
  let kept = 0;
  let bytes = 0;
  let refused: 'too-large' | 'busy' | null = null;
  const drop = () => {
    budget.give(kept);
    chunks = [];
    kept = 0;
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (refused) continue; // draining: read and forget
      if (bytes > maxBytes) refused = 'too-large';
      else if (!budget.take(chunk.length)) refused = 'busy';
      if (refused) {
        drop();
        continue;
      }
      chunks.push(chunk);
      kept += chunk.length;
    }
  } catch (error) {
    drop();
    throw error;
  }
  if (refused) return { refused, bytes };
  const message = Buffer.concat(chunks, kept);
  chunks = [];
  const held = kept;
  let released = false;
  return {
    message,
    release: () => {
      if (!released) budget.give(held);
      released = true;
    },
  };
}
