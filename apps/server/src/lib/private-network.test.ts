import { describe, expect, it } from 'vitest';
import { isPrivateAddress, isPrivateTarget } from './private-network.ts';

describe('private network addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['::1', true],
    ['fd00::1', true],
    ['::ffff:127.0.0.1', true],
    ['93.184.216.34', false],
    ['2606:4700::1111', false],
  ])('%s is private: %s', (ip, isPrivate) => {
    expect(isPrivateAddress(ip)).toBe(isPrivate);
  });

  it('reads the host of a URL, with IPv6 brackets', async () => {
    expect(await isPrivateTarget('http://127.0.0.1:9000/hook')).toBe(true);
    expect(await isPrivateTarget('http://[::1]:9000/hook')).toBe(true);
    expect(await isPrivateTarget('https://93.184.216.34/hook')).toBe(false);
  });
});
