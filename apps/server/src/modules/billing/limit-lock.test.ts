import { describe, expect, it } from 'vitest';
import { processLock, type LimitLock } from './limit-lock.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Runs one holder per key at once and records when each starts and ends. */
async function overlap(lock: LimitLock, keys: string[]) {
  const events: string[] = [];
  await Promise.all(
    keys.map((key, i) =>
      lock([key], async () => {
        events.push(`start ${i}`);
        await tick();
        await tick();
        events.push(`end ${i}`);
      }),
    ),
  );
  return events;
}

describe('processLock', () => {
  it('runs holders of one key one after another, in arrival order', async () => {
    expect(await overlap(processLock(), ['a', 'a', 'a'])).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('lets different keys run at the same time', async () => {
    expect((await overlap(processLock(), ['a', 'b'])).slice(0, 2)).toEqual(['start 0', 'start 1']);
  });

  it('passes on the lock and the error when a holder fails', async () => {
    const lock = processLock();
    const failed = lock(['a'], async () => {
      throw new Error('disk full');
    });
    await expect(failed).rejects.toThrow('disk full');
    await expect(lock(['a'], async () => 'next')).resolves.toBe('next');
  });
});

describe('processLock with several keys', () => {
  it('a holder of two keys waits for each; a holder of another key does not', async () => {
    const lock = processLock();
    const events: string[] = [];
    const hold = (keys: string[], name: string) =>
      lock(keys, async () => {
        events.push(`start ${name}`);
        await tick();
        events.push(`end ${name}`);
      });
    // B takes b then a (sorted: a, b), the same order as A: no deadlock, B after A.
    await Promise.all([hold(['a', 'b'], 'A'), hold(['b', 'a'], 'B'), hold(['c'], 'C')]);
    expect(events.indexOf('start B')).toBeGreaterThan(events.indexOf('end A'));
    expect(events.indexOf('start C')).toBeLessThan(events.indexOf('end A'));
  });
});

// advisoryLock (PostgreSQL server) is tested with two app instances in test/two-instances.test.ts.
