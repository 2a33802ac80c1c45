import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './private-network.ts';

describe('isPublicAddress: the one table of ranges a user-chosen address may not reach', () => {
  it.each([
    // IPv4
    ['93.184.216.34', true, 'a public web server'],
    ['8.8.8.8', true, 'a public resolver'],
    ['0.0.0.0', false, 'this network'],
    ['10.1.2.3', false, 'private'],
    ['100.64.0.1', false, 'carrier-grade NAT'],
    ['127.0.0.1', false, 'loopback'],
    ['127.255.255.254', false, 'loopback, the end of the range'],
    ['169.254.169.254', false, 'cloud metadata'],
    ['172.16.0.1', false, 'private'],
    ['172.31.255.255', false, 'private, the end of the range'],
    ['172.32.0.1', true, 'just past 172.16/12'],
    ['192.0.0.8', false, 'IETF protocol assignments'],
    ['192.0.2.10', false, 'documentation'],
    ['192.168.1.1', false, 'private'],
    ['198.18.0.1', false, 'benchmarking'],
    ['198.51.100.7', false, 'documentation'],
    ['203.0.113.10', false, 'documentation'],
    ['224.0.0.1', false, 'multicast'],
    ['240.0.0.1', false, 'reserved'],
    ['255.255.255.255', false, 'broadcast'],
    // IPv6
    ['2606:4700::1111', true, 'a public IPv6 server'],
    ['::', false, 'unspecified'],
    ['::1', false, 'loopback'],
    ['[::1]', false, 'loopback as a URL writes it'],
    ['fd00::1', false, 'unique local'],
    ['fc00::1', false, 'unique local'],
    ['fe80::1', false, 'link-local'],
    ['fe80::1%eth0', false, 'link-local with a zone'],
    ['fec0::1', false, 'site-local'],
    ['ff02::1', false, 'multicast'],
    ['100::1', false, 'discard'],
    ['2001:db8::1', false, 'documentation'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false, 'Teredo'],
    ['64:ff9b:1::1', false, 'local-use NAT64'],
    // IPv6 carrying an IPv4 address: checked by the IPv4 inside
    ['::ffff:127.0.0.1', false, 'IPv4-mapped loopback, dotted'],
    ['::ffff:7f00:1', false, 'IPv4-mapped loopback, as a URL normalises it'],
    ['::ffff:a9fe:a9fe', false, 'IPv4-mapped metadata address'],
    ['::ffff:93.184.216.34', true, 'IPv4-mapped public address'],
    ['::127.0.0.1', false, 'IPv4-compatible loopback'],
    ['::a00:1', false, 'IPv4-compatible 10.0.0.1'],
    ['::5db8:d822', true, 'IPv4-compatible public address'],
    ['64:ff9b::7f00:1', false, 'NAT64 of loopback'],
    ['64:ff9b::a9fe:a9fe', false, 'NAT64 of the metadata address'],
    ['64:ff9b::808:808', true, 'NAT64 of a public address'],
    ['2002:7f00:1::', false, '6to4 of loopback'],
    ['2002:c0a8:101::1', false, '6to4 of 192.168.1.1'],
    ['2002:808:808::1', true, '6to4 of a public address'],
    // not an address at all
    ['localhost', false, 'a name'],
    ['127.1', false, 'a shorthand only a resolver reads'],
    ['', false, 'nothing'],
  ])('%s is public: %s (%s)', (address, isPublic) => {
    expect(isPublicAddress(address)).toBe(isPublic);
  });
});
