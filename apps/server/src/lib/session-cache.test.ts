import { describe, expect, it } from 'vitest';
import { createSessionCache, sessionTokenOf, type ResolvedSession } from './session-cache.ts';

const HOUR = 3_600_000;
const resolved = (sessionId: string, userId: string, expiresAt = new Date(10 * HOUR)): ResolvedSession => ({
  user: { id: userId, email: `${userId}@example.com`, name: userId },
  session: { id: sessionId, userId, expiresAt },
});

function cacheAt(start = 0, options: { ttlMs?: number; maxEntries?: number } = {}) {
  let clock = start;
  const cache = createSessionCache({ ...options, now: () => clock });
  return { cache, advance: (ms: number) => (clock += ms) };
}

describe('the session cache', () => {
  it('answers a session within its TTL and not after', () => {
    const { cache, advance } = cacheAt(0, { ttlMs: 1000 });
    cache.set('t1', resolved('s1', 'u1'));
    expect(cache.get('t1')?.session.id).toBe('s1');
    advance(999);
    expect(cache.get('t1')).toBeDefined();
    advance(1);
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never answers a session past its own expiry, whatever the TTL', () => {
    const { cache, advance } = cacheAt(0, { ttlMs: HOUR });
    cache.set('t1', resolved('s1', 'u1', new Date(500)));
    advance(500);
    expect(cache.get('t1')).toBeUndefined();
  });

  it.each([
    ['a session', (c: ReturnType<typeof createSessionCache>) => c.forgetSession('s1'), ['t2', 't3']],
    ['a user', (c: ReturnType<typeof createSessionCache>) => c.forgetUser('u1'), ['t3']],
    ['everything', (c: ReturnType<typeof createSessionCache>) => c.clear(), []],
  ])('forgets %s', (_, forget, kept) => {
    const { cache } = cacheAt();
    cache.set('t1', resolved('s1', 'u1'));
    cache.set('t2', resolved('s2', 'u1'));
    cache.set('t3', resolved('s3', 'u2'));
    forget(cache);
    expect(['t1', 't2', 't3'].filter((t) => cache.get(t))).toEqual(kept);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const { cache } = cacheAt(0, { maxEntries: 2 });
    cache.set('t1', resolved('s1', 'u1'));
    cache.set('t2', resolved('s2', 'u2'));
    cache.set('t3', resolved('s3', 'u3'));
    expect([cache.get('t1'), cache.get('t2')?.session.id, cache.get('t3')?.session.id]).toEqual([undefined, 's2', 's3']);
  });

  it('while paused (the bus is not listening) it keeps and answers nothing; resumed, it keeps again', () => {
    const { cache } = cacheAt();
    cache.set('t1', resolved('s1', 'u1'));
    cache.pause();
    expect(cache.get('t1')).toBeUndefined();
    cache.set('t2', resolved('s2', 'u2'));
    expect(cache.size).toBe(0);
    cache.resume();
    cache.set('t2', resolved('s2', 'u2'));
    expect(cache.get('t2')?.session.id).toBe('s2');
  });

  it.each([
    ['a sign-out anywhere', (c: ReturnType<typeof createSessionCache>) => c.forgetSession('other')],
    ['a pause and resume of the bus', (c: ReturnType<typeof createSessionCache>) => (c.pause(), c.resume())],
  ])('does not keep a session read before %s (it may be the stale one)', (_, meanwhile) => {
    const { cache } = cacheAt();
    const ticket = cache.ticket();
    meanwhile(cache);
    cache.set('t1', resolved('s1', 'u1'), ticket);
    expect(cache.get('t1')).toBeUndefined();
    cache.set('t1', resolved('s1', 'u1'), cache.ticket());
    expect(cache.get('t1')).toBeDefined();
  });
});

describe('sessionTokenOf', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['theme=dark', undefined],
    ['porchlight.session_token=abc.sig', 'abc.sig'],
    ['theme=dark; porchlight.session_token=abc.sig%2B; other=1', 'abc.sig%2B'],
    ['__Secure-porchlight.session_token=abc.sig', 'abc.sig'],
    ['xporchlight.session_token=abc.sig', undefined],
  ])('%s -> %s', (header, token) => {
    expect(sessionTokenOf(header)).toBe(token);
  });
});
