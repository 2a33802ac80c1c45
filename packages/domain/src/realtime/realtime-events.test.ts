import { describe, expect, it } from 'vitest';
import {
  REALTIME_HEALTH_CHECK_MS,
  REALTIME_HEARTBEAT_MS,
  REALTIME_POLL_INTERVAL_MS,
  parseRealtimeKinds,
  parseSince,
  reconnectDelay,
} from './realtime-events';

describe('reconnect backoff (spec 001 §4/§9)', () => {
  it('starts at 1 s, doubles and stays at 30 s', () => {
    expect(Array.from({ length: 9 }, (_, i) => reconnectDelay(i))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000]);
  });
  it('treats a negative attempt as the first', () => expect(reconnectDelay(-3)).toBe(1000));
});

describe('timings', () => {
  it.each([
    ['heartbeat at most every 30 s', REALTIME_HEARTBEAT_MS <= 30_000, true],
    ['polling every 30 s', REALTIME_POLL_INTERVAL_MS, 30_000],
    ['health check every 30 s', REALTIME_HEALTH_CHECK_MS, 30_000],
  ])('%s', (_label, actual, expected) => expect(actual).toBe(expected));
});

describe('types=', () => {
  it.each([
    [undefined, ['notification', 'dashboard_update']],
    ['', ['notification', 'dashboard_update']],
    ['notification', ['notification']],
    ['notification,dashboard_update,subscription_update', ['notification', 'dashboard_update', 'subscription_update']],
    [' notification , notification ,', ['notification']],
  ])('%j gives %j', (param, kinds) => expect(parseRealtimeKinds(param)).toEqual({ ok: true, kinds }));

  it.each(['Notification', 'a-b', 'x'.repeat(41), Array.from({ length: 21 }, (_, i) => `k${i}`).join(',')])('refuses %j', (param) => {
    const parsed = parseRealtimeKinds(param);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/^types: /);
  });
});

describe('since=', () => {
  it('reads an ISO time', () =>
    expect(parseSince('2025-06-15T10:00:00.000Z')).toEqual({ ok: true, since: new Date('2025-06-15T10:00:00.000Z') }));
  it('is optional', () => expect(parseSince(undefined)).toEqual({ ok: true, since: null }));
  it.each(['yesterday', '1718445600000', '2025-13-45T00:00:00Z'])('refuses %j', (param) => expect(parseSince(param).ok).toBe(false));
});
