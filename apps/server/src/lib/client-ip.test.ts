import { describe, expect, it } from 'vitest';
import { forwardedClient } from './client-ip.ts';

describe('the client address behind a trusted proxy', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    // A client that sends its own header cannot choose the address: the proxy appends the real one.
    ['1.2.3.4, 203.0.113.7', '203.0.113.7'],
    ['spoofed, also-spoofed,203.0.113.7 ', '203.0.113.7'],
    ['', undefined],
    [undefined, undefined],
  ])('X-Forwarded-For %j -> %j', (header, address) => {
    expect(forwardedClient(header)).toBe(address);
  });
});
