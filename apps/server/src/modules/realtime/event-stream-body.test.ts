import { describe, expect, it } from 'vitest';
import { createEventStreamBody } from './event-stream-body.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('an event stream body', () => {
  it('hands the client each frame in order, and ends when closed', async () => {
    const stream = createEventStreamBody(4);
    expect(stream.write(bytes('a'))).toBe(true);
    expect(stream.write(bytes('b'))).toBe(true);
    stream.close();
    expect(stream.write(bytes('c'))).toBe(false);
    const text = await new Response(stream.body).text();
    expect(text).toBe('ab');
    await stream.ended;
  });

  it('ends when the client goes away (the response is cancelled)', async () => {
    const stream = createEventStreamBody(4);
    await stream.body.cancel();
    await stream.ended;
    expect(stream.write(bytes('late'))).toBe(false);
  });

  it('ends a stream whose client stopped reading once it is too many frames behind', () => {
    const stream = createEventStreamBody(3);
    const accepted = Array.from({ length: 8 }, () => stream.write(bytes('x')));
    // A few frames wait for a slow client; past the limit the stream ends and takes no more.
    expect(accepted).toEqual([true, true, true, true, true, false, false, false]);
  });
});
