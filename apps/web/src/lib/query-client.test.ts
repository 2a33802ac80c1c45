import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, reloadQueries } from './query-client';

/** A server whose reads take a snapshot when they start and answer when the test lets them. */
function slowServer() {
  let version = 1;
  const reads: { saw: number; aborted: () => boolean; answer: () => void }[] = [];
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    new Promise<number>((resolve) => {
      const saw = version;
      reads.push({ saw, aborted: () => signal.aborted, answer: () => resolve(saw) });
    });
  return {
    queryFn,
    reads,
    change: () => void version++,
    /** Answers every read started so far, then lets the client settle. */
    answerAll: async () => {
      for (const read of reads) read.answer();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

async function settle(run: Promise<void>, server: ReturnType<typeof slowServer>) {
  // Reads are answered as they start, until the reload is done.
  let done = false;
  void run.then(() => (done = true));
  while (!done) await server.answerAll();
}

describe('reloadQueries', () => {
  const key = ['things'];

  it.each([
    ['a first load in flight (no data yet)', false],
    ['a refetch in flight (data shown)', true],
  ])('after %s that started before the change, the data ends up holding the change', async (_, hasData) => {
    const client = createQueryClient();
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: key, queryFn: server.queryFn, staleTime: 0 });
    const unsubscribe = observer.subscribe(() => {});
    if (hasData) {
      await server.answerAll();
      void observer.refetch();
    }
    expect(client.isFetching({ queryKey: key })).toBe(1);

    server.change();
    await settle(reloadQueries(client, key), server);

    expect(client.getQueryData(key)).toBe(2);
    // The read already in flight was waited for, not cancelled.
    expect(server.reads.some((r) => r.aborted())).toBe(false);
    unsubscribe();
  });

  it('reads once when nothing is in flight', async () => {
    const client = createQueryClient();
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: key, queryFn: server.queryFn, staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => {});
    await server.answerAll();
    const before = server.reads.length;

    server.change();
    await settle(reloadQueries(client, key), server);

    expect(server.reads.length - before).toBe(1);
    expect(client.getQueryData(key)).toBe(2);
    unsubscribe();
  });

  it('takes filters as well as a key', async () => {
    const client = createQueryClient();
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: ['runs', 'flow-1'], queryFn: server.queryFn, staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => {});
    await server.answerAll();

    server.change();
    await settle(reloadQueries(client, { predicate: (q) => q.queryKey[0] === 'runs' }), server);

    expect(client.getQueryData(['runs', 'flow-1'])).toBe(2);
    unsubscribe();
  });
});
